import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

/**
 * Validates and serialises a route plugin's routes with their zod schemas. Set per plugin scope rather than
 * globally, because plugins such as the GraphQL adapter register routes with plain JSON schemas.
 */
export function useZod(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}
