import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { autoprintEndpoints, printingEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import { deleteAgentKey, issueAgentKey } from './agent-keys.service';
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

/** Spec 7, the sender API: autoprint configuration, the agent's state and key, and printing policies. */
export const autoprintRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const printJobsExpireMs = app.config.printJobsExpireMinutes * 60_000;
  const deps = () => ({ db: app.db, clock: app.clock, printJobsExpireMs });
  const signedIn = { preHandler: app.authenticate };

  serve(
    app,
    autoprintEndpoints.getConfig,
    async (request) => ({
      data: await getAutoprintConfig(deps(), sessionOf(request).userId, request.query.siteId),
    }),
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.putConfig,
    async (request) => ({
      data: await putAutoprintConfig(deps(), sessionOf(request).userId, request.query.siteId, request.body),
    }),
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.clientStatus,
    async (request, reply) => {
      const status = await clientStatus(deps(), sessionOf(request).userId, request.query.siteId);
      return status === null ? reply.status(204).send(null) : { data: status };
    },
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.clientPrinters,
    async (request, reply) => {
      const printers = await listPrinters(deps(), sessionOf(request).userId, request.query.siteId);
      return printers.length === 0 ? reply.status(204).send(null) : { data: printers };
    },
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.createSecretKey,
    async (request, reply) => {
      const userId = sessionOf(request).userId;
      const secretKey = await app.db.transaction((tx) =>
        issueAgentKey({ db: tx, clock: app.clock }, userId, request.query.siteId),
      );
      return reply.status(201).header('cache-control', 'no-store').send({ data: { secretKey } });
    },
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.deleteSecretKey,
    async (request, reply) => {
      await deleteAgentKey(deps(), sessionOf(request).userId, request.query.siteId);
      return reply.status(204).send(null);
    },
    signedIn,
  );
  serve(
    app,
    autoprintEndpoints.printJobs,
    async (request) => ({
      data: await recentPrintJobs(deps(), sessionOf(request).userId, request.query.siteId),
    }),
    signedIn,
  );

  serve(
    app,
    printingEndpoints.getPolicy,
    async (request) => ({
      data: await getPrintingPolicy(deps(), sessionOf(request).userId, request.params.siteId),
    }),
    signedIn,
  );
  serve(
    app,
    printingEndpoints.putPolicy,
    async (request) => ({
      data: await putPrintingPolicy(deps(), sessionOf(request).userId, request.params.siteId, request.body),
    }),
    signedIn,
  );
  serve(
    app,
    printingEndpoints.carrierServices,
    async (request) => ({
      data: await printingCarrierServices(deps(), sessionOf(request).userId, request.params.siteId),
    }),
    signedIn,
  );
  serve(
    app,
    printingEndpoints.copyCounts,
    async (request) => ({
      data: await consignmentCopyCounts(deps(), sessionOf(request).userId, request.query),
    }),
    signedIn,
  );
};
