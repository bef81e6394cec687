import { z, type ZodType } from 'zod';
import type { EndpointDef } from './endpoint';

export interface OpenApiInfo {
  title: string;
  version: string;
  description: string;
}

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
};

/** The fields of an object schema as OpenAPI parameters (path parameters are always required). */
function parametersOf(schema: ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

const isEmpty = (schema: ZodType) => schema instanceof z.ZodNull;

function operationOf(endpoint: EndpointDef, secured: boolean) {
  const responses = Object.fromEntries(
    Object.entries(endpoint.responses).map(([status, schema]) => [
      status,
      isEmpty(schema)
        ? { description: `${status}` }
        : {
            description: `${status}`,
            content: { 'application/json': { schema: schemaOf(schema, 'output') } },
          },
    ]),
  );
  return {
    summary: endpoint.summary,
    parameters: [...parametersOf(endpoint.params, 'path'), ...parametersOf(endpoint.query, 'query')],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses,
    ...(secured ? { security: [{ bearer: [] }] } : {}),
  };
}

/**
 * An OpenAPI 3.1 document of the given endpoints, generated from their descriptors. `isPublic` names the
 * endpoints that need no bearer key.
 */
export function openApiDocument(
  info: OpenApiInfo,
  endpoints: readonly EndpointDef[],
  isPublic: (endpoint: EndpointDef) => boolean = () => false,
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operationOf(endpoint, !isPublic(endpoint)),
    };
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
}
