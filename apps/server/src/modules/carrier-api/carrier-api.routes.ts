import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  carrierApiEndpoints,
  carrierEndpoints,
  isPublicCarrierEndpoint,
  openApiDocument,
} from '@freight/contracts';
import { serve } from '../../platform/http/endpoint';
import { useZod } from '../../platform/http/zod-scope';
import { carrierByRef } from '../carriers';
import { carrierAuthenticator, carrierOf } from './carrier-auth';

/** The carrier API's own routes: its description and the key check. Areas add their carrier routes themselves. */
export const carrierApiRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  const document = openApiDocument(
    {
      title: `${app.config.brandName} carrier API`,
      version: '0',
      description:
        'For carriers: answer manifests, push tracking events and proofs of delivery. Every call except this ' +
        'description takes the carrier API key issued by the provider as `Authorization: Bearer <key>`, checked ' +
        'before anything else (401 without a live key). A request body is at most 1 MB unless its operation ' +
        'says otherwise; a larger one is answered 413. Errors come as `{ errors: [{ status, code, title, ' +
        'detail, source: { pointer } }] }`, 422 with a JSON pointer to each field at fault.',
    },
    carrierApiEndpoints,
    isPublicCarrierEndpoint,
  );
  serve(app, carrierEndpoints.openApi, async () => document);
  serve(
    app,
    carrierEndpoints.me,
    async (request) => {
      const { carrierId, keyId } = carrierOf(request);
      const carrier = await carrierByRef(app.db, carrierId);
      return { data: { carrierId: String(carrierId), name: carrier.name, keyId: String(keyId) } };
    },
    { onRequest: carrierAuthenticator(app) },
  );
};
