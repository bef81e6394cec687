import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type ZodCompilerInput = Parameters<typeof zodSerializerCompiler>[0];

/**
 * Production's response serializer: each route's zod response schema is turned once into a JSON Schema and
 * compiled with fast-json-stringify, which writes only the schema's properties (as the zod encode did) without
 * walking the answer twice. A schema JSON Schema cannot express (a transform, a refinement of the output, a date)
 * keeps the zod serializer, as do development and the tests, where every answer is still checked against its
 * contract.
 */
export const compiledSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const zodSerializer = zodSerializerCompiler(route as ZodCompilerInput);
  const schema = route.schema;
  if (!(schema instanceof z.ZodType)) return zodSerializer;
  try {
    const jsonSchema: object = z.toJSONSchema(schema, {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'throw',
    });
    return fastJson(jsonSchema);
  } catch {
    return zodSerializer;
  }
};
