import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoprintEndpoints, printingEndpoints, type EndpointDef } from '@freight/contracts';
import { serve, type EndpointHandler } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { currentAgentKey, deleteAgentKey, issueAgentKey } from './agent-keys.service';
import {
  clientStatus,
  getAutoprintConfig,
  listPrinters,
  putAutoprintConfig,
} from './autoprint-settings.service';
import {
  consignmentCopyCounts,
  getPrintingPolicy,
  printingCarrierServices,
  putPrintingPolicy,
  recentPrintJobs,
} from './printing-policy.service';

/**
 * A handler answering `{ data }` with what `load` gives for the signed-in user; the route's descriptor types the
 * request and checks the answer.
 */
const answerData =
  <R extends Parameters<typeof sessionOf>[0], T>(load: (userId: string, request: R) => Promise<T>) =>
  async (request: R) => ({ data: await load(sessionOf(request).userId, request) });

/** Spec 7, the sender API: autoprint configuration, the agent's state and key, and printing policies. */
export const autoprintRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const printJobsExpireMs = app.config.printJobsExpireMinutes * 60_000;
  const deps = () => ({ db: app.db, clock: app.clock, printJobsExpireMs });
  /** Registers a route only a signed-in user reaches. */
  const signedIn = <E extends EndpointDef>(endpoint: E, handler: EndpointHandler<E>) =>
    serve(app, endpoint, handler, { preHandler: app.authenticate });

  signedIn(
    autoprintEndpoints.getConfig,
    answerData((userId, { query }) => getAutoprintConfig(deps(), userId, query.siteId)),
  );
  signedIn(
    autoprintEndpoints.putConfig,
    answerData((userId, { body, query }) => putAutoprintConfig(deps(), userId, query.siteId, body)),
  );
  signedIn(autoprintEndpoints.clientStatus, async (request, reply) => {
    const status = await clientStatus(deps(), sessionOf(request).userId, request.query.siteId);
    return status === null ? reply.status(204).send(null) : { data: status };
  });
  signedIn(autoprintEndpoints.clientPrinters, async (request, reply) => {
    const printers = await listPrinters(deps(), sessionOf(request).userId, request.query.siteId);
    return printers.length === 0 ? reply.status(204).send(null) : { data: printers };
  });
  signedIn(autoprintEndpoints.getSecretKey, async (request, reply) => {
    const key = await currentAgentKey(deps(), sessionOf(request).userId, request.query.siteId);
    return key === null ? reply.status(204).send(null) : { data: key };
  });
  signedIn(autoprintEndpoints.createSecretKey, async (request, reply) => {
    const userId = sessionOf(request).userId;
    const secretKey = await app.db.transaction((tx) =>
      issueAgentKey({ db: tx, clock: app.clock }, userId, request.query.siteId),
    );
    return reply.status(201).header('cache-control', 'no-store').send({ data: { secretKey } });
  });
  signedIn(autoprintEndpoints.deleteSecretKey, async (request, reply) => {
    await deleteAgentKey(deps(), sessionOf(request).userId, request.query.siteId);
    return reply.status(204).send(null);
  });
  signedIn(
    autoprintEndpoints.printJobs,
    answerData((userId, { query }) => recentPrintJobs(deps(), userId, query.siteId)),
  );

  signedIn(
    printingEndpoints.getPolicy,
    answerData((userId, { params }) => getPrintingPolicy(deps(), userId, params.siteId)),
  );
  signedIn(
    printingEndpoints.putPolicy,
    answerData((userId, { body, params }) => putPrintingPolicy(deps(), userId, params.siteId, body)),
  );
  signedIn(
    printingEndpoints.carrierServices,
    answerData((userId, { params }) => printingCarrierServices(deps(), userId, params.siteId)),
  );
  signedIn(
    printingEndpoints.copyCounts,
    answerData((userId, { query }) => consignmentCopyCounts(deps(), userId, query)),
  );
};
