import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  consignmentChangeEndpoints as changes,
  consignmentEndpoints as endpoints,
  consignmentNextSteps,
} from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import { sendCsvDownload } from '../../platform/http/csv-download';
import { serve, type EndpointHandler } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { sessionOf } from '../../platform/session/authenticate';
import type { ConsignmentDeps } from './consignment-deps';
import { etagOf } from './consignment-etag';
import { consignmentListAnswers } from './consignment-list-answers';
import { consignmentLinks, consignmentToWire } from './consignment-wire';

import {
  addConsignmentLines,
  changeConsignmentSummary,
  createConsignment,
  deleteConsignment,
  getConsignment,
  replaceConsignment,
  streamConsignmentCsv,
  trackingUrlOf,
  type ConsignmentItemRow,
  type ConsignmentRow,
  type TrackingEventRow,
} from './consignments.service';
import { keyedPointer } from './keyed-pointers';

/**
 * A body that failed its schema, answered as 422 with line item and dangerous goods pointers keyed (spec 8);
 * the route runs with `attachValidation` so the raw body is still at hand to find the keys.
 */
function assertValidBody(request: FastifyRequest): void {
  const failure = request.validationError;
  if (!failure) return;
  if (failure.validationContext !== 'body') throw failure;
  const body = request.body as { data?: { attributes?: { lineItems?: unknown } } } | undefined;
  const lineItems = body?.data?.attributes?.lineItems;
  throw AppError.validation(
    (failure.validation ?? []).map((issue: { instancePath: string; message?: string }) => ({
      pointer: keyedPointer(issue.instancePath || '/', lineItems),
      detail: issue.message ?? 'Invalid value',
    })),
  );
}

const ifMatchOf = (request: FastifyRequest) => {
  const header = request.headers['if-match'];
  return Array.isArray(header) ? header.join(', ') : header;
};

interface Answerable {
  row: ConsignmentRow;
  items: ConsignmentItemRow[];
  site: { priceMaskingEnabled: boolean };
  /** None yet for a consignment just created. */
  events?: TrackingEventRow[];
}

function answer(result: Answerable) {
  return {
    data: consignmentToWire(result.row, result.items, result.site.priceMaskingEnabled, result.events ?? []),
    links: consignmentLinks(result.row),
  };
}

/** The changes of an existing consignment: each names it by id and sends `data.attributes`. */
type ChangeEndpoint = (typeof changes)['replace' | 'changeSummary' | 'addLines'];
type ChangeAttributes<E extends ChangeEndpoint> = z.output<E['body']>['data']['attributes'];
type ConsignmentChange<A> = (
  deps: ConsignmentDeps,
  userId: string,
  id: number,
  ifMatch: string | undefined,
  attributes: A,
) => Promise<Answerable>;

/**
 * Spec 7, the sender API: consignments, registered from their descriptors (full paths, no prefix). Bodies are
 * checked with `attachValidation` so a refusal can key its line item pointers.
 */
export const consignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  app.addHook('preHandler', app.authenticate);
  const deps = () => ({ db: app.db, clock: app.clock, gs1CompanyPrefix: app.config.gs1CompanyPrefix });
  const checked = { attachValidation: true };

  serve(
    app,
    changes.create,
    async (request, reply) => {
      assertValidBody(request);
      const created = await createConsignment(
        deps(),
        sessionOf(request).userId,
        request.body.data.attributes,
      );
      const body = answer(created);
      return reply
        .status(201)
        .header('etag', etagOf(created.row))
        .header('location', body.links.self)
        .send({ ...body, meta: { nextSteps: [...consignmentNextSteps] } });
    },
    checked,
  );

  const listAnswer = consignmentListAnswers(app);
  serve(app, endpoints.list, async (request, reply) =>
    listAnswer(sessionOf(request).userId, request.url, request.query, reply),
  );

  // the body is a stream of CSV; errors still answer as JSON before the first byte
  serve(app, endpoints.csv, async (request, reply) => {
    const lines = await streamConsignmentCsv(deps(), sessionOf(request).userId, request.query);
    return sendCsvDownload(reply, 'consignments.csv', lines);
  });

  serve(app, endpoints.get, async (request, reply) => {
    const found = await getConsignment(app.db, sessionOf(request).userId, request.params.id);
    reply.header('etag', etagOf(found.row)).header('cache-control', 'no-cache');
    return answer(found);
  });

  /** A change names the version it read in If-Match and answers the changed consignment with its new ETag. */
  const serveChange = <E extends ChangeEndpoint>(
    endpoint: E,
    change: ConsignmentChange<ChangeAttributes<E>>,
  ) => {
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      assertValidBody(request);
      const { params, body } = request as FastifyRequest<{
        Params: { id: number };
        Body: { data: { attributes: ChangeAttributes<E> } };
      }>;
      const userId = sessionOf(request).userId;
      const changed = await change(deps(), userId, params.id, ifMatchOf(request), body.data.attributes);
      reply.header('etag', etagOf(changed.row));
      return answer(changed);
    };
    // the request and answer types are the descriptor's; a generic descriptor hides them from the compiler
    serve(app, endpoint, handler as EndpointHandler<E>, checked);
  };
  serveChange(changes.replace, replaceConsignment);
  serveChange(changes.changeSummary, changeConsignmentSummary);
  // consolidation (issue 15): freight added to an unmanifested consignment, priced again with its service
  serveChange(changes.addLines, addConsignmentLines);

  serve(app, endpoints.delete, async (request, reply) => {
    await deleteConsignment(deps(), sessionOf(request).userId, request.params.id, ifMatchOf(request));
    return reply.status(204).send(null);
  });

  // Spec 4, 7: the browser asks with HEAD; a redirect means tracking is available. GET answers the same.
  serve(app, endpoints.trackingUrl, async (request, reply) => {
    const url = await trackingUrlOf(app.db, sessionOf(request).userId, request.params.id);
    return reply.redirect(url, 302);
  });
};
