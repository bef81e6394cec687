import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The only reader of process.env. Every setting has a default that runs the product on the embedded database. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
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
  SUPPORT_NAME: z.string().default('Customer Support'),
  SUPPORT_PHONE: z.string().default('1300 555 010'),
  SUPPORT_EMAIL: z.string().default('support@freight.local'),
  BRAND_NAME: z.string().default('Freight Shipping'),
  DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** Run background jobs (documents) in this process; off in tests, which run them when they choose. */
  JOBS_WORKER: z.enum(['true', 'false']).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
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
  helpContact: { name: string; phone: string; email: string };
  brandName: string;
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string;
  version: string;
  jobsWorker: boolean;
  jobsPollMs: number;
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
    helpContact: { name: env.SUPPORT_NAME, phone: env.SUPPORT_PHONE, email: env.SUPPORT_EMAIL },
    brandName: env.BRAND_NAME,
    demoData: env.DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    webDist: env.WEB_DIST
      ? resolve(cwd, env.WEB_DIST)
      : fileURLToPath(new URL('../../../web/dist', import.meta.url)),
    version: source.npm_package_version ?? '0.0.0',
    jobsWorker: env.JOBS_WORKER ? env.JOBS_WORKER === 'true' : env.NODE_ENV !== 'test',
    jobsPollMs: env.JOBS_POLL_MS,
  };
}
