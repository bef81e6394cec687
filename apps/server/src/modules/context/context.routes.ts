import type { FastifyPluginAsync } from 'fastify';
import { createRequire } from 'node:module';
import { GraphQLScalarType, type ValidationRule } from 'graphql';
import mercurius, { type IResolvers, type MercuriusContext } from 'mercurius';
import { contextEndpoints, TENANT_HEADER } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { keepJson, sendKeptJson } from '../../platform/http/serialised-json';
import { useZod } from '../../platform/http/zod-scope';
import { AppError } from '../../platform/errors/app-error';
import { sessionOf } from '../../platform/session/authenticate';
import { contextSchema } from './context.graphql';
import { answerGraphqlRefusal, requireGraphqlSource } from './graphql-request';
import { acceptTerms, checkTenant, getUser, getUserJson } from './context.service';

declare module 'mercurius' {
  interface MercuriusContext {
    userId: string;
    tenant: string | undefined;
  }
}

// The adapter loads graphql's CommonJS build; a validation rule must come from that same copy.
const { NoSchemaIntrospectionCustomRule } = createRequire(import.meta.url)('graphql') as {
  NoSchemaIntrospectionCustomRule: ValidationRule;
};

const JSONScalar = new GraphQLScalarType({ name: 'JSON', serialize: (value) => value });

/** An AppError as a GraphQL error that keeps its HTTP status, code and message. */
function asGraphqlError(error: unknown): never {
  if (error instanceof AppError) {
    throw new mercurius.ErrorWithProps(
      error.detail ?? error.title,
      { code: error.code, status: String(error.status) },
      error.status,
    );
  }
  throw error;
}

const tenantOf = (headers: Record<string, string | string[] | undefined>) => {
  const value = headers[TENANT_HEADER];
  return typeof value === 'string' ? value : undefined;
};

export const contextRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const resolvers: IResolvers = {
    JSON: JSONScalar,
    Query: {
      getUser: async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
        try {
          await checkTenant(app.db, ctx.userId, ctx.tenant);
          return await getUser(app.db, ctx.userId);
        } catch (error) {
          return asGraphqlError(error);
        }
      },
    },
    Mutation: {
      acceptTerms: async (_root: unknown, _args: unknown, ctx: MercuriusContext) => {
        try {
          await checkTenant(app.db, ctx.userId, ctx.tenant);
          return await acceptTerms(app.db, ctx.userId, app.clock.now());
        } catch (error) {
          return asGraphqlError(error);
        }
      },
    },
  };

  await app.register(async (graphqlScope) => {
    graphqlScope.addHook('preHandler', requireGraphqlSource);
    graphqlScope.setErrorHandler(answerGraphqlRefusal);
    await graphqlScope.register(mercurius, {
      path: contextEndpoints.graphql.path,
      graphiql: false,
      // Session, CSRF and tenancy failures keep the API's one error shape; resolver errors stay GraphQL errors.
      errorHandler: false,
      schema: contextSchema,
      resolvers,
      // The schema is described to developers only; a deployed server does not hand it to anyone who asks.
      validationRules: app.config.nodeEnv === 'development' ? [] : [NoSchemaIntrospectionCustomRule],
      context: (request) => ({
        userId: sessionOf(request).userId,
        tenant: tenantOf(request.headers),
      }),
    });
  });

  await app.register(async (plain) => {
    const rest = plain.withTypeProvider<ZodTypeProvider>();
    useZod(rest);
    /** Spec 7.3: the REST fallback of getUser. */
    serve(rest, contextEndpoints.user, async (request, reply) => {
      const { userId } = sessionOf(request);
      await checkTenant(app.db, userId, tenantOf(request.headers));
      const kept = await getUserJson(app.db, userId, (answer) => keepJson(reply, answer));
      return sendKeptJson(reply, kept);
    });
  });
};
