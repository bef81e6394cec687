import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/env';
import { systemClock } from '../../platform/clock';
import type { Database } from '../../platform/db/client';
import { Mailer } from '../../platform/mail/mailer';
import type { CliIo } from '../admin';
import type { Connection } from '../connect';

/**
 * Captures the CLI's output. It connects only when the test has a database by then, so a test of argument
 * errors proves that no connection was opened.
 */
export function fakeIo(database: () => Database | undefined, dataDir: () => string = tmpdir) {
  const out: string[] = [];
  const err: string[] = [];
  let connections = 0;
  const io: CliIo = {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    connect: async (): Promise<Connection> => {
      connections += 1;
      const db = database()?.db;
      if (!db) throw new Error('this test should not open a database');
      const dir = dataDir();
      const mailer = new Mailer({
        db,
        from: 'test@example.com',
        brandName: 'Freight',
        outboxDir: join(dir, 'outbox'),
        log: () => undefined,
      });
      return {
        context: { db, clock: systemClock, mailer, config: loadConfig({ DATA_DIR: dir }) },
        close: async () => undefined,
      };
    },
  };
  return { io, out, err, connections: () => connections };
}
