import type pg from 'pg';
import { DEMO_PASSWORD } from '../../apps/server/src/demo/demo';
import * as accounts from '../../apps/server/src/modules/accounts';
import { openDatabase } from '../../apps/server/src/platform/db/client';
import { hashPassword } from '../../apps/server/src/platform/security/passwords';
import type { LoadWorld } from './load-shipper';

const SITE = 'Melbourne DC';

/**
 * Shippers of their own at the demo's Melbourne site, made through the accounts service as the admin CLI does,
 * with the demo password and the terms accepted: 200 people at one company rather than 200 tabs of one user.
 */
export async function createShippers(databaseUrl: string, count: number): Promise<string[]> {
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 2 });
  try {
    const deps: accounts.AccountsDeps = { db: database.db, clock: { now: () => new Date() } };
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const usernames: string[] = [];
    for (let i = 1; i <= count; i += 1) {
      const username = `load.shipper${String(i).padStart(3, '0')}`;
      await accounts.createUser(deps, {
        username,
        fullName: `Load Shipper ${i}`,
        email: `${username}@example.com`,
        passwordHash,
        sites: [SITE],
      });
      await accounts.setAcceptedTerms(deps, { username, acceptedAt: new Date() });
      usernames.push(username);
    }
    return usernames;
  } finally {
    await database.close();
  }
}

function nextWeekday(): string {
  const day = new Date(Date.now() + 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

export async function readWorld(client: pg.Client): Promise<LoadWorld> {
  const { rows: sites } = await client.query<{ id: number }>('select id from sites where name = $1', [SITE]);
  const siteId = sites[0]?.id;
  if (siteId === undefined) throw new Error(`no site ${SITE}; is the demo data loaded?`);
  const { rows: entries } = await client.query<{ id: number; name: string; address_id: string }>(
    'select id, name, address_id from address_book_entries where site_id = $1 order by id',
    [siteId],
  );
  const home = entries.find((entry) => entry.name === SITE);
  const receivers = entries.filter((entry) => entry.name !== SITE).slice(0, 20);
  if (!home || receivers.length === 0) throw new Error('the demo address book is missing');
  const { rows: names } = await client.query<{ receiver_name: string }>(
    'select distinct receiver_name from consignments where site_id = $1 limit 20',
    [siteId],
  );
  const searchTerms = names
    .map((row) => row.receiver_name.split(' ')[0]?.toLowerCase() ?? '')
    .filter((term) => term.length >= 3);
  const toEntry = (entry: { id: number; name: string; address_id: string }) => ({
    id: entry.id,
    name: entry.name,
    addressId: entry.address_id,
  });
  return {
    siteId,
    home: toEntry(home),
    receivers: receivers.map(toEntry),
    searchTerms: searchTerms.length > 0 ? searchTerms : ['pty'],
    dispatchDate: nextWeekday(),
  };
}

/** Waits until no document job is queued or running (a killed process's job is taken over after its lease). */
export async function waitForDocumentJobs(client: pg.Client, timeoutMs: number) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from jobs where kind = 'document.generate' and status in ('queued', 'running')`,
    );
    const open = rows[0]?.n ?? 0;
    if (open === 0 || Date.now() > until) return open;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** What the database says after the run about what the shippers were told. */
export async function verify(client: pg.Client, created: { id: string; consignmentNo: string }[]) {
  const ids = created.map((row) => Number(row.id));
  const { rows: found } = await client.query<{ n: number }>(
    'select count(*)::int as n from consignments where id = any($1::int[])',
    [ids],
  );
  const { rows: repeats } = await client.query<{ consignment_no: string; n: number }>(
    'select consignment_no, count(*)::int as n from consignments group by 1 having count(*) > 1',
  );
  const answeredTwice = created.length - new Set(created.map((row) => row.consignmentNo)).size;
  // each booked consignment's label and consignment note for the version it now has
  const { rows: documents } = await client.query<{ status: string; n: number }>(
    `select coalesce(d.status, 'none') as status, count(*)::int as n
       from consignments c
       cross join (values ('label'), ('connote')) as t(type)
       left join documents d on d.owner_type = 'consignment' and d.owner_id = c.id::text
                            and d.owner_version = c.version::text and d.type = t.type
      where c.id = any($1::int[])
      group by 1`,
    [ids],
  );
  const { rows: jobs } = await client.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from jobs where kind = 'document.generate' group by 1`,
  );
  const byStatus = (rows: { status: string; n: number }[]) =>
    Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    answered201: created.length,
    missingAfter201: created.length - (found[0]?.n ?? 0),
    repeatedNumbersInDatabase: repeats.length,
    repeatedNumbersAnswered: answeredTwice,
    currentDocuments: byStatus(documents),
    documentJobs: byStatus(jobs),
  };
}
