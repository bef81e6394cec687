import { join } from 'node:path';
import { prepareDatabase } from '../bootstrap';
import { loadConfig } from '../config/env';
import { systemClock } from '../platform/clock';
import { Mailer } from '../platform/mail/mailer';
import type { AdminContext } from './command';

export interface Connection {
  context: AdminContext;
  close(): Promise<void>;
}

/**
 * The configured database, prepared as the server prepares it (migrations, localities, and demo data on a
 * first start when DEMO_DATA allows), with the server's mailer settings.
 */
export async function connectConfigured(log: (message: string) => void): Promise<Connection> {
  const config = loadConfig();
  const database = await prepareDatabase(config, log);
  const mailer = new Mailer({
    db: database.db,
    from: config.mailFrom,
    brandName: config.brandName,
    smtpUrl: config.smtpUrl,
    outboxDir: join(config.dataDir, 'outbox'),
    log,
  });
  return { context: { db: database.db, clock: systemClock, mailer, config }, close: () => database.close() };
}
