import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carrierManifestEndpoints } from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { carrierAuthenticator, carrierOf } from '../carrier-api';
import { manifestDocument, serveDocumentPair } from '../documents';
import {
  acknowledgeManifest,
  answerStagedConsignment,
  carrierManifest,
  requireCarrierManifest,
} from './carrier-answers';

/** The carrier API's manifest routes (`/api/carrier/v0`, DESIGN 5b): every call needs the carrier's key. */
export const carrierManifestRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  // the key is checked before the body and path are read, so a caller without one learns nothing from them
  const guarded = { onRequest: carrierAuthenticator(app) };
  const deps = () => ({ db: app.db, clock: app.clock });

  serve(
    app,
    carrierManifestEndpoints.get,
    async (request) => ({
      data: await carrierManifest(app.db, carrierOf(request).carrierId, request.params.id),
    }),
    guarded,
  );

  serveDocumentPair(
    app,
    { head: carrierManifestEndpoints.documentHead, get: carrierManifestEndpoints.document },
    (documents, request, { id }) =>
      manifestDocument(documents, id, () => requireCarrierManifest(app.db, carrierOf(request).carrierId, id)),
    guarded,
  );

  serve(
    app,
    carrierManifestEndpoints.acknowledge,
    async (request) => ({
      data: await acknowledgeManifest(
        deps(),
        carrierOf(request).carrierId,
        request.params.id,
        request.body.data,
      ),
    }),
    guarded,
  );

  serve(
    app,
    carrierManifestEndpoints.answerConsignment,
    async (request) => ({
      data: await answerStagedConsignment(
        deps(),
        carrierOf(request).carrierId,
        request.params.id,
        request.params.consignmentId,
        request.body.data,
      ),
    }),
    guarded,
  );
};
