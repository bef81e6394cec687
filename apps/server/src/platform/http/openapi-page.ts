import { z } from 'zod';

const operationSchema = z.object({
  summary: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z
    .array(
      z.object({
        name: z.string(),
        in: z.string(),
        required: z.boolean().optional(),
        schema: z.object({ type: z.unknown() }).partial().optional(),
      }),
    )
    .optional(),
  requestBody: z.unknown().optional(),
  responses: z.record(z.string(), z.unknown()).optional(),
  security: z.array(z.record(z.string(), z.unknown())).optional(),
});
type Operation = z.infer<typeof operationSchema>;

/** An OpenAPI document as far as the reference page reads it. */
const describedSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string() }).partial().optional(),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
});

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const credentialNames: Record<string, string> = {
  bearer: '<code>Authorization: Bearer &lt;key&gt;</code>',
  session: 'the session cookie and CSRF header',
};

/** How an operation that declares its security is called: the key, or either of its ways. */
const credentialsOf = (operation: Operation) =>
  (operation.security ?? [])
    .flatMap((requirement) => Object.keys(requirement))
    .map((name) => credentialNames[name] ?? escape(name))
    .join(', or ');

function operationHtml(path: string, method: string, operation: Operation): string {
  const parameters = operation.parameters ?? [];
  const rows = parameters
    .map(
      (p) =>
        `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${escape(
          Array.isArray(p.schema?.type) ? p.schema.type.join(' | ') : String(p.schema?.type ?? ''),
        )}</td></tr>`,
    )
    .join('');
  const statuses = Object.keys(operation.responses ?? {}).join(', ');
  return `<section class="op"><h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
<p>${escape(operation.summary)}</p>
${rows ? `<table><thead><tr><th>Parameter</th><th>In</th><th>Required</th><th>Type</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${credentialsOf(operation) ? `<p>Sent with ${credentialsOf(operation)}.</p>` : ''}
${operation.requestBody ? '<p>Takes a JSON body (schema in <a href="/api/openapi.json">openapi.json</a>).</p>' : ''}
<p>Answers: ${escape(statuses)}</p></section>`;
}

/**
 * `/api/docs`: the API reference for integrators, rendered on the server from the generated document (no
 * script, nothing loaded from elsewhere), grouped by area; the full schemas are in `/api/openapi.json`.
 */
export function apiReferencePage(generated: unknown): string {
  const document = describedSchema.parse(generated);
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {}))
    for (const method of METHODS) {
      const parsed = operationSchema.safeParse(item[method]);
      if (!parsed.success) continue;
      const operation = parsed.data;
      const tag = operation.tags?.[0] ?? 'api';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationHtml(path, method, operation)]);
    }
  const title = escape(document.info?.title ?? 'API');
  const areas = [...byTag.keys()].sort();
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} reference</title>
<style>
body{font-family:system-ui,sans-serif;max-width:960px;margin:0 auto;padding:24px;line-height:1.45;color:#1a1b1e}
h2{border-bottom:1px solid #ddd;padding-bottom:4px;margin-top:40px}
.op{border:1px solid #e3e3e3;border-radius:6px;padding:8px 16px;margin:12px 0}
.method{display:inline-block;min-width:64px;font-size:13px;padding:2px 6px;border-radius:4px;color:#fff;background:#555;text-align:center}
.get{background:#1c7ed6}.post{background:#2f9e44}.put{background:#e67700}.patch{background:#ae3ec9}.delete{background:#e03131}
table{border-collapse:collapse;font-size:14px}td,th{border:1px solid #e3e3e3;padding:2px 8px;text-align:left}
</style></head><body>
<h1>${title} <small>${escape(document.info?.version)}</small></h1>
<p>${escape(document.info?.description)}</p>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<nav aria-label="Areas"><ul>${areas.map((tag) => `<li><a href="#${escape(tag)}">${escape(tag)}</a></li>`).join('')}</ul></nav>
<main>${areas.map((tag) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${(byTag.get(tag) ?? []).join('\n')}`).join('\n')}</main>
</body></html>`;
}
