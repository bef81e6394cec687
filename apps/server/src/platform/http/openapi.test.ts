import { Validator } from '@seriousme/openapi-schema-validator';
import type { RouteOptions } from 'fastify';
import { endpointsByArea } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../testing/test-world';

const routes: RouteOptions[] = [];

const t = useTestApp({}, { onRoute: (route) => routes.push(route) });

/** Every API operation the app serves (Fastify's own HEAD twins of GET routes aside). */
const apiRoutes = () =>
  routes.flatMap((route) =>
    [route.method]
      .flat()
      .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/'))
      .map((method) => ({
        method,
        url: route.url,
        schema: route.schema as { response?: object } | undefined,
      })),
  );

/** Every operation described in contracts, as `METHOD /path/{param}`. */
const descriptors = () =>
  Object.values(endpointsByArea).flatMap((area) =>
    Object.values(area).map((e) => ({ method: e.method, path: e.path.replace(/:(\w+)/g, '{$1}') })),
  );

describe('the API described (OpenAPI 3.1)', () => {
  it('serves every operation described in contracts, with its method and path', () => {
    const served = new Set(
      routes.flatMap((route) =>
        [route.method].flat().map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
      ),
    );
    const unserved = descriptors()
      .map(({ method, path }) => `${method} ${path}`)
      .filter((key) => !served.has(key));
    expect(unserved).toEqual([]);
  });

  it('serves no API operation that contracts do not describe', () => {
    const described = new Set(descriptors().map(({ method, path }) => `${method} ${path}`));
    // the API reference is served by the OpenAPI plugin, and GraphQL's GET twin of its described POST by Mercurius
    const notOperations = (method: string, url: string) =>
      url === '/api/openapi.json' ||
      url.startsWith('/api/docs') ||
      (method === 'GET' && url === '/api/org/graphql');
    const undescribed = apiRoutes()
      .filter(({ method, url }) => !notOperations(method, url))
      .map(({ method, url }) => `${method} ${url.replace(/:(\w+)/g, '{$1}')}`)
      .filter((key) => !described.has(key));
    expect(undescribed).toEqual([]);
  });

  it('describes every operation of the contracts in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = res.json<{ paths: Record<string, Record<string, unknown>> }>();
    // HEAD operations are the document routes' readiness checks, described beside their GET
    const missing = descriptors()
      .filter(({ method }) => method !== 'HEAD')
      .filter(({ method, path }) => !document.paths[path]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(descriptors().length).toBeGreaterThan(60);
  });

  it('declares an answer schema on every route, so none goes undescribed', () => {
    const undescribed = apiRoutes()
      .filter(({ schema }) => !schema?.response || Object.keys(schema.response).length === 0)
      .map(({ method, url }) => `${method} ${url}`);
    expect(undescribed).toEqual([]);
    expect(apiRoutes().length).toBeGreaterThan(100);
  });

  it('serves a valid OpenAPI 3.1 document at /api/openapi.json with every route in it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    const missing = apiRoutes()
      .map(({ method, url }) => ({ method: method.toLowerCase(), path: url.replace(/:(\w+)/g, '{$1}') }))
      .filter(({ method, path }) => !document.paths[path]?.[method])
      .map(({ method, path }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    expect(document.paths['/healthz']).toBeUndefined();
    const search = document.paths['/api/search/v0/consignments']?.get as {
      parameters: { name: string }[];
      responses: Record<string, unknown>;
    };
    expect(search.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining(['filter[site.id]', 'search', 'sort', 'page[limit]', 'page[offset]']),
    );
    expect(Object.keys(search.responses)).toEqual(expect.arrayContaining(['200', '403', '422']));
  });

  it('marks the operations a bearer key calls with their security', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const paths = res.json<{ paths: Record<string, Record<string, { security?: unknown }>> }>().paths;
    expect(paths['/api/sender/orders']?.post?.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(paths['/api/sender/orders']?.get?.security).toBeUndefined();
    expect(paths['/api/carrier/v0/tracking-events']?.post?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/carrier/v0/manifests/{id}']?.get?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/print-agent/v0/heartbeat']?.post?.security).toEqual([{ bearer: [] }]);
    expect(paths['/api/carrier/v0/openapi.json']?.get?.security).toBeUndefined();
  });

  it('shows integrators a readable reference at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('<code>/api/search/v0/consignments</code>');
    expect(res.body).toContain('href="/api/openapi.json"');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain(
      'Sent with <code>Authorization: Bearer &lt;key&gt;</code>, or the session cookie',
    );
  });
});
