import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { printAgentEndpoints } from '@freight/contracts';
import { readDocument } from '../../platform/documents/document-status';
import { DOCUMENTS_READY_CHANNEL } from '../../platform/documents/documents.repository';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { agentAuthenticator, agentOf } from './agent-auth';
import { agentHeartbeat, finishJob, jobDocument, pollJobs } from './print-agent.service';
import { PRINT_QUEUE_CHANNEL, SiteSignals } from './site-signals';

/** DESIGN 5: the print agent's API; every call carries the site's secret key, which names the site. */
export const printAgentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  // long polls wake when any process queues a job, makes a document or changes the key of their site
  const signals = new SiteSignals();
  const onSignal = (payload: string) => signals.signal(/^\d+$/.test(payload) ? Number(payload) : null);
  await app.notifications.on(PRINT_QUEUE_CHANNEL, onSignal);
  await app.notifications.on(DOCUMENTS_READY_CHANNEL, onSignal);
  const printJobsExpireMs = app.config.printJobsExpireMinutes * 60_000;
  const deps = () => ({ db: app.db, clock: app.clock, signals, printJobsExpireMs });
  const keyed = { onRequest: agentAuthenticator(app) };

  serve(
    app,
    printAgentEndpoints.heartbeat,
    async (request) => ({ data: await agentHeartbeat(deps(), agentOf(request), request.body) }),
    keyed,
  );
  serve(
    app,
    printAgentEndpoints.jobs,
    async (request) => {
      // the poll ends early when the agent goes away
      const controller = new AbortController();
      request.raw.once('close', () => controller.abort());
      return pollJobs(deps(), agentOf(request), request.query, controller.signal);
    },
    keyed,
  );
  serve(
    app,
    printAgentEndpoints.document,
    async (request, reply) => {
      const { document, fileName } = await jobDocument(
        deps(),
        agentOf(request),
        request.params.jobId,
        request.query.installationId,
      );
      return reply
        .status(200)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '-')}"`)
        .header('cache-control', 'no-store')
        .send(readDocument(app.documentStore, document));
    },
    keyed,
  );
  serve(
    app,
    printAgentEndpoints.result,
    async (request, reply) => {
      await finishJob(deps(), agentOf(request), request.params.jobId, request.body);
      return reply.status(204).send(null);
    },
    keyed,
  );
};
