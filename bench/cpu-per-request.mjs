/**
 * CPU time per request: the built server's process tree (/proc utime + stime) and its database's PostgreSQL
 * backends, over AMOUNT requests (10 connections) per endpoint after 300 to warm up. On a shared machine this is
 * steadier than requests a second, which swing with whatever else runs.
 *   npm run -s build -w apps/server
 *   node bench/cpu-per-request.mjs postgres://postgres@127.0.0.1:5432/<a database with the demo data> <port>
 * The server migrates and seeds the demo data into an empty database on its first start.
 * ONLY=session,orgUser measures a subset; WARM_UP=300 requests before each measurement. `quoteSet10Lines` is a quote
 * set of 10 lines; `consignmentCreate` a quote set of 2 lines then the booking of its recommended quote, 20
 * connections (AMOUNT counts requests, two a booking), as bench/http.ts drives them; `pickupGet` one pickup of three
 * consignments ready to manifest, made through the API at the start. CONNECTIONS=1 sets every
 * endpoint's connections (latency at one connection); SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=...' profiles the server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const [dbUrl, port] = [process.argv[2], Number(process.argv[3])];
const AMOUNT = Number(process.env.AMOUNT ?? 1500);
const WARM_UP = Number(process.env.WARM_UP ?? 300);
const CONNECTIONS = process.env.CONNECTIONS ? Number(process.env.CONNECTIONS) : undefined;
const only = process.env.ONLY?.split(',').filter(Boolean);
const ticks = (pid) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return 0;
  }
};
const children = (pid) =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
const tree = (pid) => [pid, ...children(pid).flatMap(tree)];
const serverArgs = [
  ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  'apps/server/dist/server.js',
];
const child = spawn(process.execPath, serverArgs, {
  cwd: new URL('..', import.meta.url).pathname,
  env: {
    ...process.env,
    DATABASE_URL: dbUrl,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'wt18cpu-')),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    JOBS_WORKER: 'false',
    MIGRATE_ON_START: 'true',
    NODE_ENV: 'production',
    WORKERS: '1',
  },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (
    await fetch(`${base}/api/platform/config`).then(
      (r) => r.ok,
      () => false,
    )
  )
    break;
  if (i > 600) throw new Error('no start');
  await new Promise((r) => setTimeout(r, 250));
}
const jar = new Map();
const keep = (res) => {
  for (const l of res.headers.getSetCookie()) {
    const [p] = l.split(';');
    const at = p.indexOf('=');
    jar.set(p.slice(0, at), p.slice(at + 1));
  }
};
keep(await fetch(`${base}/api/auth/csrf`));
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
const csrf = jar.get('csrf_token');
const si = await fetch(`${base}/api/auth/sign-in`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrf-token': csrf, cookie: cookie() },
  body: JSON.stringify({ username: 'demo', password: 'Shipper2026' }),
});
keep(si);
const db = new pg.Client({ connectionString: dbUrl });
await db.connect();
const site = (await db.query(`select id from sites where name = 'Melbourne DC'`)).rows[0].id;
const cons = (await db.query(`select id from consignments where site_id = $1 order by id limit 1`, [site]))
  .rows[0].id;
const backends = async () =>
  (
    await db.query(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    )
  ).rows.map((r) => r.pid);
const one = async (text, values) => (await db.query(text, values)).rows[0];
const home = await one(
  `select id, name, address_id from address_book_entries where site_id = $1 and name = 'Melbourne DC'`,
  [site],
);
const receiver = await one(
  `select id, name, address_id from address_book_entries where site_id = $1 and name <> 'Melbourne DC' order by id limit 1`,
  [site],
);
const dispatchDate = (() => {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
})();
const tenLines = Array.from({ length: 10 }, (_, i) => ({
  packagingType: i % 2 ? 'Carton' : 'Pallet',
  quantity: 1 + (i % 3),
  length: 300 + i * 40,
  width: 250 + i * 20,
  height: 200 + i * 30,
  weight: 2_000 + i * 1_500,
}));
const quoteBody = (lineItems) =>
  JSON.stringify({
    data: {
      siteId: String(site),
      dispatchDate,
      sender: { addressBookEntryId: String(home.id) },
      receiver: { addressBookEntryId: String(receiver.id) },
      lineItems,
    },
  });
// a pickup of three consignments ready to manifest, made through the API as bench/http.ts makes it
const ready = (
  await db.query(
    `select id from consignments where site_id = $1 and manifest_id is null and has_issues = false order by id limit 3`,
    [site],
  )
).rows.map((r) => String(r.id));
const pickupRes = await fetch(`${base}/api/sender/v0/pickups`, {
  method: 'POST',
  headers: { cookie: cookie(), 'x-csrf-token': csrf, 'content-type': 'application/json' },
  body: JSON.stringify({
    data: {
      siteId: String(site),
      type: 'outbound',
      pickupDate: dispatchDate,
      pickupWindow: `${dispatchDate}T10:00:00+11:00/PT3H`,
      senderTimeZone: 'Australia/Melbourne',
      sender: { name: 'Melbourne DC', addressBookEntryId: String(home.id) },
      freight: [],
      consignmentIds: ready,
    },
  }),
});
if (pickupRes.status !== 201) throw new Error(`pickup ${pickupRes.status} ${await pickupRes.text()}`);
const pickupId = (await pickupRes.json()).data.id;
let booked = 0;
const createLines = tenLines.slice(0, 2);
const post = (path, body) => ({
  method: 'POST',
  path,
  body,
  headers: { cookie: cookie(), 'x-csrf-token': csrf, 'content-type': 'application/json' },
});
const list = `/api/sender/v0/consignments?filter[site.id]=${site}&page[limit]=30&page[offset]=0`;
const endpoints = {
  session: '/api/auth/session',
  orgUser: '/api/org/user',
  readyToManifest: `${list}&filter[readyToManifest]=true&sort=-updated,-dispatchDate`,
  trackOverdue: `${list}&filter[overdue]=true&sort=-dispatchDate,-updated`,
  textSearch: `${list}&search=olivia&sort=-dispatchDate,-updated`,
  headerSearch: `/api/search/v0/consignments?filter[site.id]=${site}&filter[agreedService.id]=all&search=olivia&page[limit]=30`,
  consignmentGet: `/api/sender/v0/consignments/${cons}`,
  pickupGet: `/api/sender/v0/pickups/${pickupId}`,
  ordersList: `/api/sender/orders?availableAtSiteId=${site}`,
  addressBookSearch: `/api/address-book/v0/entries?filter[siteId]=${site}&search=pty`,
  carrierPreferences: `/api/org/sender-policies/receiver-carrier-selection?filter[siteId]=${site}&page[limit]=30&page[offset]=0`,
  ...Object.fromEntries(
    ['estimates', 'manifests', 'pickups'].map((kind) => [
      `${kind.slice(0, -1)}Search`,
      {
        requests: [
          post(
            `/api/sender/${kind}/search`,
            JSON.stringify({ filter: { siteIds: [String(site)] }, page: { limit: 30 } }),
          ),
        ],
      },
    ]),
  ),
  quoteSet10Lines: { requests: [post('/api/sender/v0/quote-sets', quoteBody(tenLines))] },
  consignmentCreate: {
    connections: 20,
    requests: [
      {
        ...post('/api/sender/v0/quote-sets', quoteBody(createLines)),
        onResponse: (status, body, context) => {
          if (status === 201) context.quoteId = JSON.parse(body).data.quotes.find((q) => q.recommended)?.id;
        },
      },
      {
        ...post('/api/sender/v0/consignments', '{}'),
        setupRequest: (request, context) => ({
          ...request,
          body: JSON.stringify({
            data: {
              type: 'consignments',
              attributes: {
                siteId: String(site),
                type: 'outbound',
                quoteId: context.quoteId,
                dispatchDate,
                references: [`CPU-BENCH-${(booked += 1)}`],
                sender: { name: home.name, addressId: home.address_id },
                receiver: { name: receiver.name, addressId: receiver.address_id },
                lineItems: createLines.map((line) => ({ ...line, description: 'Goods' })),
              },
            },
          }),
        }),
      },
    ],
  },
};
const headers = { cookie: cookie(), 'x-csrf-token': csrf };
const run = (endpoint, amount) =>
  new Promise((resolve, reject) =>
    autocannon(
      typeof endpoint === 'string'
        ? { url: base + endpoint, headers, connections: CONNECTIONS ?? 10, amount }
        : { url: base, headers, amount, ...endpoint, connections: CONNECTIONS ?? endpoint.connections ?? 10 },
      (e, r) => (e ? reject(e) : resolve(r)),
    ),
  );
const out = {};
for (const [name, path] of Object.entries(endpoints)) {
  if (only && !only.includes(name)) continue;
  await run(path, WARM_UP);
  const pids = tree(child.pid);
  const pgPids = await backends();
  const n0 = pids.reduce((t, p) => t + ticks(p), 0);
  const p0 = pgPids.reduce((t, p) => t + ticks(p), 0);
  const r = await run(path, AMOUNT);
  const n1 = tree(child.pid).reduce((t, p) => t + ticks(p), 0);
  const p1 = pgPids.reduce((t, p) => t + ticks(p), 0);
  out[name] = {
    nodeMsPerReq: +(((n1 - n0) * 10) / AMOUNT).toFixed(3),
    pgMsPerReq: +(((p1 - p0) * 10) / AMOUNT).toFixed(3),
    non2xx: r.non2xx,
    errors: r.errors,
    bytes: Math.round(r.throughput.total / AMOUNT),
    p50: r.latency.p50,
    p97_5: r.latency.p97_5,
    rps: r.requests.average,
  };
}
console.log(JSON.stringify(out));
await db.end();
child.kill('SIGTERM');
