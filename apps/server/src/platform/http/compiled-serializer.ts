import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodCompilerInput = Parameters<typeof zodSerializerCompiler>[0];
type Serialize = (data: unknown) => string;
type Route = Parameters<FastifySerializerCompiler<unknown>>[0];

/** The route's answer as fast-json-stringify writes it from the schema, or the zod serializer where it cannot. */
function compile(route: Route): Serialize {
  const schema = route.schema;
  if (schema instanceof z.ZodType) {
    try {
      const jsonSchema: object = z.toJSONSchema(schema, {
        target: 'draft-7',
        io: 'input',
        unrepresentable: 'throw',
      });
      return fastJson(jsonSchema);
    } catch {
      // a schema JSON Schema cannot express keeps the zod serializer
    }
  }
  return zodSerializerCompiler(route as ZodCompilerInput) as Serialize;
}

/**
 * Production's response serializer: each route's zod response schema is turned into a JSON Schema and compiled
 * with fast-json-stringify, which writes only the schema's properties (as the zod encode did) without walking
 * the answer twice. A schema JSON Schema cannot express (a transform, a refinement of the output, a date) keeps
 * the zod serializer, as do development and the tests, where every answer is still checked against its contract.
 *
 * Each is compiled at its first answer, not at start-up: a process keeps the code of the answers it gives, and
 * most processes never give most of a few hundred (the carrier API's, the admin's, the errors').
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  let serialize: Serialize | undefined;
  return (data) => (serialize ??= compile(route))(data);
};
