import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dangerousGoodsPresetEndpoints as endpoints } from '@freight/contracts';
import { serveRecords } from '../../platform/http/record-routes';
import { useZod } from '../../platform/http/zod-scope';
import * as presets from './dangerous-goods-presets.service';

/** Spec 7: dangerous goods presets (base /api/org/dangerous-goods/presets). */
export const dangerousGoodsPresetRoutes: FastifyPluginAsyncZod = async (app) => {
  useZod(app);
  serveRecords(app, endpoints, presets);
};
