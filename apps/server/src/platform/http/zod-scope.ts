import type { FastifyInstance, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { ZodType } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { compiledSerializerCompiler } from './compiled-serializer';
import { nulTextRule } from '@freight/contracts';

type Validation = { error?: FastifySchemaValidationError[]; value?: unknown };
const refuseNul = validatorCompiler({ schema: nulTextRule, method: '', url: '' }) as (
  data: unknown,
) => Validation;
const pathOf = (issue: FastifySchemaValidationError) => issue.instancePath;

/**
 * Every part of every request (body, query, params) meets the contracts' one rule for text (nothing PostgreSQL
 * cannot store: no NUL, no lone surrogate) as well as its own schema; the answer lists the issues of both, one
 * per field.
 */
const validate: FastifySchemaCompiler<ZodType> = (route) => {
  const own = validatorCompiler(route) as (data: unknown) => Validation;
  return (data) => {
    const nul = refuseNul(data).error;
    const result = own(data);
    if (!Array.isArray(nul)) return result;
    const issues = result.error ?? [];
    const seen = new Set(issues.map(pathOf));
    return { error: [...issues, ...nul.filter((issue) => !seen.has(pathOf(issue)))] };
  };
};

/**
 * Validates and serialises a route plugin's routes with their zod schemas. Set per plugin scope rather than
 * globally, because plugins such as the GraphQL adapter register routes with plain JSON schemas. Production
 * serialises answers with schemas compiled from the same zod schemas.
 */
export function useZod(app: FastifyInstance) {
  app.setValidatorCompiler(validate);
  app.setSerializerCompiler(
    app.config.nodeEnv === 'production' ? compiledSerializerCompiler : serializerCompiler,
  );
}
