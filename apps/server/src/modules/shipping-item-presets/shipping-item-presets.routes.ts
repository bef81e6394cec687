import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shippingItemPresetEndpoints as endpoints } from '@freight/contracts';
import { serveRecords } from '../../platform/http/record-routes';
import { useZod } from '../../platform/http/zod-scope';
import * as presets from './shipping-item-presets.service';

/** Spec 7: shipping item presets (base /api/org/shipping-item-presets), with the statuses the browser expects. */
export const shippingItemPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serveRecords(app, endpoints, presets);
};
