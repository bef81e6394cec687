import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import type { Config } from './config/env';
import { systemClock, type Clock } from './platform/clock';
import type { Db } from './platform/db/client';
import { registerNotifications } from './platform/db/notifications-plugin';
import './platform/decorations';
import { answerFrameworkError, registerErrorHandler } from './platform/errors/error-handler';
import { registerJobQueue } from './platform/jobs/job-queue';
import { registerDocumentStore } from './platform/documents/document-store-plugin';
import { registerJsonCompression } from './platform/http/compress-json';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerWebApp } from './platform/http/web-app';
import { registerMailDelivery } from './platform/mail/mail-jobs';
import { registerHealth } from './platform/http/health';
import { openApiRoutes, registerOpenApi } from './platform/http/openapi';
import { registerMetrics, type PoolStats } from './platform/metrics/metrics';
import { Mailer } from './platform/mail/mailer';
import { registerCsrf } from './platform/security/csrf';
import { authenticatePlugin } from './platform/session/authenticate';
import { SESSION_COOKIE } from './platform/session/session-cookie';
import { registerAnswerCaches } from './platform/cache/answer-caches';
import { authRoutes } from './modules/auth';
import { contextRoutes } from './modules/context';
import { legalRoutes } from './modules/legal';
import { platformRoutes } from './modules/platform';
import { addressRoutes } from './modules/addresses';
import { addressBookRoutes } from './modules/address-book';
import { registerEntryImportJobs } from './modules/address-book';
import { entryImportRoutes } from './modules/address-book';
import { quoteRoutes } from './modules/quotes';
import { estimateRoutes } from './modules/estimates';
import { registerConsignmentDocumentSource } from './modules/consignments';
import { consignmentRoutes } from './modules/consignments';
import { consignmentPrintRoutes } from './modules/consignments';
import { shippingItemPresetRoutes } from './modules/shipping-item-presets';
import { dangerousGoodsPresetRoutes } from './modules/dangerous-goods-presets';
import { carrierPreferenceRoutes } from './modules/carrier-preferences';
import { documentRoutes, manifestDocumentRoutes } from './modules/documents';
import { labelSetRoutes } from './modules/documents';
import { carrierManifestRoutes, manifestRoutes, registerManifestDocuments } from './modules/manifests';
import { enquiryRoutes } from './modules/enquiries';
import { carrierApiRoutes } from './modules/carrier-api';
import {
  carrierTrackingRoutes,
  publicTrackingRoutes,
  registerTrackingJobs,
  senderTrackingRoutes,
} from './modules/tracking';
import { decorateDocumentSources, registerDocumentJobs } from './modules/documents';
import { consignmentImportRoutes, registerImportJobs } from './modules/consignment-import';
import { pickupRoutes } from './modules/pickups';
import { autoprintRoutes, printAgentRoutes } from './modules/autoprint';
import { orderRoutes } from './modules/orders';
import { consolidationRoutes } from './modules/consolidation';
import { orderEndpoints, sayBoundsInFormWords } from '@freight/contracts';
import { acceptEmptyJsonBodies } from './platform/http/empty-json-body';
import { searchRoutes } from './modules/search';
import { telemetryRoutes } from './modules/telemetry';

export interface BuildAppOptions {
  config: Config;
  db: Db;
  clock?: Clock;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** The database pool's use, for the metrics. */
  poolStats?: () => PoolStats | null;
  /** Told of every route as it is registered (tests walk the whole route table with it). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the whole application without listening, so tests drive it through `inject` exactly as served. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  sayBoundsInFormWords();
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1_048_576,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
  });
  const secureCookies = config.publicUrl?.startsWith('https://') ?? false;
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.decorate('config', config);
  app.decorate('db', options.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('secureCookies', secureCookies);
  app.decorate(
    'mailer',
    new Mailer({
      db: options.db,
      from: config.mailFrom,
      brandName: config.brandName,
      smtpUrl: config.smtpUrl,
      outboxDir: join(config.dataDir, 'outbox'),
      log: (message) => app.log.info(message),
    }),
  );

  registerMetrics(app, options.poolStats ?? (() => null));
  registerHealth(app);
  registerNotifications(app);
  registerJobQueue(app);
  registerDocumentStore(app);
  registerDocumentJobs(app);
  registerTrackingJobs(app);
  registerImportJobs(app);
  registerEntryImportJobs(app);
  registerMailDelivery(app);
  const documentSources = decorateDocumentSources(app);
  registerConsignmentDocumentSource(documentSources);
  registerManifestDocuments(documentSources, config.brandName);
  registerErrorHandler(app);
  acceptEmptyJsonBodies(app);
  await registerSecurityHeaders(app);
  registerJsonCompression(app);
  await app.register(cookie);
  // The carrier API authenticates by bearer key, never by cookie, so a forged cross-site request carries nothing.
  // The orders API takes a site's bearer key from its order system, and then reads no cookie either.
  registerCsrf(app, {
    secure: secureCookies,
    exempt: ['/api/carrier/', '/api/print-agent/'],
    bearerRoutes: [orderEndpoints.create.path],
    sessionCookie: SESSION_COOKIE,
  });
  await app.register(authenticatePlugin);
  registerAnswerCaches(app);

  // before every route, so each is described as it is registered
  await registerOpenApi(app, { title: `${config.brandName} API`, version: 'v0' });
  await app.register(authRoutes);
  await app.register(contextRoutes);
  await app.register(legalRoutes);
  await app.register(platformRoutes);
  await app.register(addressRoutes);
  await app.register(addressBookRoutes);
  await app.register(entryImportRoutes);
  await app.register(quoteRoutes);
  await app.register(estimateRoutes);
  await app.register(consignmentRoutes);
  await app.register(consignmentImportRoutes);
  await app.register(shippingItemPresetRoutes);
  await app.register(dangerousGoodsPresetRoutes);
  await app.register(carrierPreferenceRoutes);
  await app.register(documentRoutes);
  await app.register(pickupRoutes);
  await app.register(autoprintRoutes);
  await app.register(printAgentRoutes);
  await app.register(consignmentPrintRoutes);
  await app.register(enquiryRoutes);
  await app.register(carrierApiRoutes);
  await app.register(carrierTrackingRoutes);
  await app.register(senderTrackingRoutes);
  await app.register(publicTrackingRoutes);
  await app.register(manifestRoutes);
  await app.register(manifestDocumentRoutes);
  await app.register(labelSetRoutes);
  await app.register(carrierManifestRoutes);
  await app.register(orderRoutes);
  await app.register(consolidationRoutes);
  await app.register(searchRoutes);
  await app.register(telemetryRoutes);
  await app.register(openApiRoutes);

  if (options.serveWeb) await registerWebApp(app, config.webDist);
  return app;
}
