import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../apps/server/src/platform/db/client';

/** Clock ticks a second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/**
 * CPU milliseconds (user and system) used so far by the PostgreSQL backends connected to one database, when the
 * server runs on this machine (read from /proc; 0 where there is none). A measure a shared machine's load moves
 * far less than wall-clock rates: the work a run costs, not how soon it got a core.
 */
export function backendCpuMs(database: string): number {
  let ticks = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11] ?? 0) + Number(fields[12] ?? 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/** The name of the database a handle is connected to, for backendCpuMs. */
export async function currentDatabase(db: Database['db']): Promise<string> {
  const found = await db.execute(sql`select current_database() as name`);
  return z.object({ rows: z.array(z.object({ name: z.string() })) }).parse(found).rows[0]?.name ?? '';
}
