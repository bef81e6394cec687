import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { GS1_COMPANY_PREFIX_PATTERN } from '@freight/rules';

/** The only reader of process.env. Every setting has a default that runs the product on the embedded database. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Freight Shipping <no-reply@freight.local>'),
    PUBLIC_URL: z.url().optional(),
    SESSION_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(60),
    SESSION_CHECK_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
    /** Memory each process gives to kept list answers (MB); 0 answers every list from the database. */
    ANSWER_CACHE_MB: z.coerce.number().min(0).max(1024).default(8),
    SUPPORT_NAME: z.string().default('Customer Support'),
    SUPPORT_PHONE: z.string().default('1300 555 010'),
    SUPPORT_EMAIL: z.string().default('support@freight.local'),
    BRAND_NAME: z.string().default('Freight Shipping'),
    /** The feedback survey; without it "Give feedback" e-mails the support address. */
    FEEDBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** A third-party in-app guidance script (spec d1 7.1); without it nothing third-party loads, and the CSP allows none. */
    GUIDANCE_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
    DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The provider's GS1 company prefix, for organisations without one of their own; empty means none. */
    GS1_COMPANY_PREFIX: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(GS1_COMPANY_PREFIX_PATTERN, 'must be a GS1 company prefix of 7 to 10 digits')
        .optional(),
    ),
    WEB_DIST: z.string().optional(),
    /** Run background jobs (documents) in this process; off in tests, which run them when they choose. */
    JOBS_WORKER: z.enum(['true', 'false']).optional(),
    JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    /** Jobs one process runs at once; queued jobs wake the worker at once, so polling is only a fallback. */
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
    /** A job's lease, renewed by its worker every heartbeat: a job whose worker died waits about one lease. */
    JOBS_LEASE_MS: z.coerce.number().int().min(500).max(3_600_000).default(30_000),
    JOBS_HEARTBEAT_MS: z.coerce.number().int().min(100).max(1_200_000).default(10_000),
    /** A print job no agent took within this many minutes expires rather than print late (0: never). */
    PRINT_JOBS_EXPIRE_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
    /** Server processes sharing the port (PostgreSQL only: the embedded database lives in one process). */
    WORKERS: z.coerce.number().int().min(1).max(64).default(1),
    /** Demo: play the carriers in this process, reporting their consignments' journeys as time passes. */
    SIMULATE_CARRIERS: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
    SIMULATE_INTERVAL_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
    /** Apply migrations when the server starts; by default only on the embedded database (`npm run migrate` else). */
    MIGRATE_ON_START: z.enum(['true', 'false']).optional(),
    /** `true` (every proxy), `false`, a hop count, or comma-separated addresses and CIDR ranges of trusted proxies. */
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*)$/,
        'must be true, false, a hop count or proxy addresses',
      )
      .default('false'),
    /** When set, `/metrics` answers only requests bearing this token. */
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  })
  .refine((env) => env.JOBS_HEARTBEAT_MS * 2 <= env.JOBS_LEASE_MS, {
    message: 'must be at most half of JOBS_LEASE_MS, so a lease is renewed before it runs out',
    path: ['JOBS_HEARTBEAT_MS'],
  });

export type Env = z.infer<typeof envSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string | undefined;
  sessionIdleMinutes: number;
  sessionCheckSeconds: number;
  /** Memory each process gives to kept list answers, in MB (0: none kept). */
  answerCacheMb: number;
  helpContact: { name: string; phone: string; email: string };
  brandName: string;
  feedbackUrl: string | undefined;
  guidanceScriptUrl: string | undefined;
  demoData: boolean;
  /** SSCCs of organisations without a GS1 company prefix of their own are issued under this one. */
  gs1CompanyPrefix: string | null;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  version: string;
  jobsWorker: boolean;
  jobsPollMs: number;
  jobsConcurrency: number;
  simulateCarriers: boolean;
  simulateIntervalSeconds: number;
  migrateOnStart: boolean;
  /** Fastify's `trustProxy`: all, none, the first n hops, or these addresses. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  metricsToken: string | undefined;
  jobsLeaseMs: number;
  jobsHeartbeatMs: number;
  printJobsExpireMinutes: number;
  workers: number;
}

function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.split(',');
}

export class ConfigError extends Error {}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  // npm runs workspace scripts inside the workspace; a relative path means relative to where npm was started.
  const cwd = source.INIT_CWD ?? process.cwd();
  return {
    nodeEnv: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir: env.DATA_DIR
      ? resolve(cwd, env.DATA_DIR)
      : fileURLToPath(new URL('../../../../data', import.meta.url)),
    databaseUrl: env.DATABASE_URL,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    publicUrl: env.PUBLIC_URL,
    sessionIdleMinutes: env.SESSION_IDLE_MINUTES,
    sessionCheckSeconds: env.SESSION_CHECK_SECONDS,
    answerCacheMb: env.ANSWER_CACHE_MB,
    helpContact: { name: env.SUPPORT_NAME, phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL },
    brandName: env.BRAND_NAME,
    feedbackUrl: env.FEEDBACK_URL,
    guidanceScriptUrl: env.GUIDANCE_SCRIPT_URL,
    demoData: env.DEMO_DATA,
    gs1CompanyPrefix: env.GS1_COMPANY_PREFIX ?? null,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST
      ? resolve(cwd, env.WEB_DIST)
      : fileURLToPath(new URL('../../../web/dist', import.meta.url)),
    version: source.npm_package_version ?? '0.0.0',
    jobsWorker: env.JOBS_WORKER ? env.JOBS_WORKER === 'true' : env.NODE_ENV !== 'test',
    jobsPollMs: env.JOBS_POLL_MS,
    jobsConcurrency: env.JOBS_CONCURRENCY,
    simulateCarriers: env.SIMULATE_CARRIERS,
    simulateIntervalSeconds: env.SIMULATE_INTERVAL_SECONDS,
    migrateOnStart: env.MIGRATE_ON_START ? env.MIGRATE_ON_START === 'true' : !env.DATABASE_URL,
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    metricsToken: env.METRICS_TOKEN,
    jobsLeaseMs: env.JOBS_LEASE_MS,
    jobsHeartbeatMs: env.JOBS_HEARTBEAT_MS,
    printJobsExpireMinutes: env.PRINT_JOBS_EXPIRE_MINUTES,
    workers: env.WORKERS,
  };
}
