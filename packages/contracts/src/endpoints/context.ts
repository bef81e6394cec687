import { z } from 'zod';
import { getUserResponseSchema, graphqlAnswerSchema } from '../context';
import { defineEndpoint } from '../endpoint';
import { contextRoutes } from '../routes/context';
import { apiErrorDocumentSchema, errorAnswers } from '../errors';

/** Spec 7.3: the signed-in user with sites, through GraphQL (getUser, acceptTerms) or its REST fallback. */
export const contextEndpoints = {
  /** Served by the GraphQL adapter from this descriptor's path; its errors keep GraphQL's shape. */
  graphql: defineEndpoint({
    ...contextRoutes.graphql,
    summary: 'GraphQL operations getUser and acceptTerms, with the tenant header naming the context',
    body: z.object({
      query: z.string(),
      operationName: z.string().optional(),
      variables: z.record(z.string(), z.unknown()).optional(),
    }),
    responses: {
      200: graphqlAnswerSchema,
      ...errorAnswers(400, 401, 403),
    },
  }),
  user: defineEndpoint({
    ...contextRoutes.user,
    summary:
      'The signed-in user with sites (the REST fallback of getUser), in the context the tenant header names',
    responses: { 200: getUserResponseSchema, 401: apiErrorDocumentSchema, 403: apiErrorDocumentSchema },
  }),
};
