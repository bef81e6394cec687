/**
 * Throughput and latency of the main endpoints over HTTP, against the production build (node dist/server.js) on
 * PostgreSQL with the demo data, each read against a bare Fastify route measured by the same client just before
 * it in the same run (DESIGN 5b): 10 connections, a fixed duration each, after a short warm-up. Prints JSON:
 * requests per second, p50/p95/p99 in ms, the share of the bare route's rate (median of the rounds and their
 * range), and the server's RSS.
 * Background jobs are off in the measured server, so document making does not mix into the figures.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:http
 *   DURATION=10 (seconds per endpoint)  CONNECTIONS=10  ROUNDS=3  ONLY=session,orgUser (a subset)
 *   CONSIGNMENTS=1000000 (generate that many more for Demo Freight Co first; a few minutes)
 *   BENCH_DATABASE_URL=postgres://.../name (use, and keep, an existing database instead of a scratch one)
 *   WORKERS=2 (server processes)  SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' (profile the server)
 *   ENCODING='' (ask for answers uncompressed; by default the client accepts gzip and brotli, as a browser does)
 *   ANSWER_CACHE_MB=0 (the server keeps no list answers: every page read from the database)
 */
import { execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type AutocannonRequest } from 'autocannon';
import pg from 'pg';
import { scratchDatabase } from './lib/scratch-postgres';
import { productionServerEnv, startServer, waitFor } from './lib/server-process';
import { signIn } from './lib/sign-in';
import { BARE_SERVER } from './lib/bare-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.ROUNDS ?? 1);
const WARM_UP = Math.min(3, Math.max(1, Math.round(DURATION / 4)));
const only = process.env.ONLY?.split(',').filter(Boolean);

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 100) / 100;

function rssMb(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** The server processes' total RSS: the process itself, or a cluster's primary and its workers. */
function rssMbOf(child: ChildProcess): number | null {
  const pid = child.pid;
  if (!pid) return null;
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    children = [];
  }
  return [pid, ...children].reduce((sum, each) => sum + (rssMb(each) ?? 0), 0);
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

interface Endpoint {
  name: string;
  connections?: number;
  request: AutocannonRequest | AutocannonRequest[];
  /** How many of its requests make one operation (a quote then a create). */
  perOperation?: number;
}

async function measure(baseUrl: string, endpoint: Endpoint, server: ChildProcess) {
  const connections = endpoint.connections ?? CONNECTIONS;
  const requests = Array.isArray(endpoint.request) ? endpoint.request : [endpoint.request];
  const run = (duration: number, samples?: number[]) => {
    const instance = autocannon({ url: baseUrl, connections, duration, requests, timeout: 30 });
    if (samples) instance.on('response', (_client, _status, _bytes, time) => samples.push(time));
    return instance;
  };
  await run(WARM_UP);
  const samples: number[] = [];
  const result = await run(DURATION, samples);
  samples.sort((a, b) => a - b);
  const rps = result.requests.total / DURATION;
  return {
    name: endpoint.name,
    connections,
    rps: Math.round(rps),
    ...(endpoint.perOperation
      ? { operationsPerSecond: Math.round((rps / endpoint.perOperation) * 10) / 10 }
      : {}),
    p50: percentile(samples, 0.5),
    p95: percentile(samples, 0.95),
    p99: percentile(samples, 0.99),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: rssMbOf(server),
  };
}

function nextWeekday(): string {
  const day = new Date(Date.now() + 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

async function world(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const one = async <T>(text: string, values: unknown[] = []) => {
      const { rows } = await client.query(text, values);
      if (!rows[0]) throw new Error(`no row for ${text}`);
      return rows[0] as T;
    };
    const site = await one<{ id: number }>(`select id from sites where name = 'Melbourne DC'`);
    const home = await one<{ id: number; name: string; address_id: string }>(
      `select id, name, address_id from address_book_entries where site_id = $1 and name = 'Melbourne DC'`,
      [site.id],
    );
    const receiver = await one<{ id: number; name: string; address_id: string }>(
      `select id, name, address_id from address_book_entries where site_id = $1 and name <> 'Melbourne DC' order by id limit 1`,
      [site.id],
    );
    const consignment = await one<{ id: string; receiver_name: string; consignment_no: string }>(
      `select id, receiver_name, consignment_no from consignments where site_id = $1 order by id limit 1`,
      [site.id],
    );
    // consignments ready to manifest, for a pickup that collects them
    const { rows: ready } = await client.query<{ id: string }>(
      `select id from consignments where site_id = $1 and manifest_id is null and has_issues = false
       order by id limit 3`,
      [site.id],
    );
    return { site, home, receiver, consignment, ready: ready.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

/** POSTs JSON through the API as the signed-in user; answers the `data` of the expected status. */
async function postApi<T>(
  baseUrl: string,
  headers: Record<string, string>,
  path: string,
  body: unknown,
  expected: number,
): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: headers.cookie ?? '',
      'x-csrf-token': headers['x-csrf-token'] ?? '',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  if (res.status !== expected) throw new Error(`${path} ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/** A pickup tomorrow of the given consignments, from the site's own address, made through the API. */
async function createPickup(
  baseUrl: string,
  headers: Record<string, string>,
  siteId: number,
  homeEntryId: number,
  consignmentIds: string[],
): Promise<string> {
  const pickupDate = nextWeekday();
  const pickup = await postApi<{ id: string }>(
    baseUrl,
    headers,
    '/api/sender/v0/pickups',
    {
      data: {
        siteId: String(siteId),
        type: 'outbound',
        pickupDate,
        pickupWindow: `${pickupDate}T10:00:00+11:00/PT3H`,
        senderTimeZone: 'Australia/Melbourne',
        sender: { name: 'Melbourne DC', addressBookEntryId: String(homeEntryId) },
        freight: [],
        consignmentIds,
      },
    },
    201,
  );
  return pickup.id;
}

/** An import of one row at the site, made through the API, for its progress read (`importGet`). */
async function createImport(baseUrl: string, headers: Record<string, string>, siteId: number) {
  const csv = `reference,receiverName,receiverLine1,receiverSuburb,receiverState,receiverPostcode\nBENCH-${Date.now()},Bench Receiver,1 King William St,Adelaide,SA,5000\n`;
  const made = await postApi<{ id: string }>(
    baseUrl,
    headers,
    '/api/sender/v0/consignments/import',
    { data: { attributes: { siteId: String(siteId), fileName: 'bench.csv', csv } } },
    202,
  );
  return made.id;
}

/** BENCH_DATABASE_URL's database, kept, or a scratch one dropped after. */
async function benchDatabase(serverUrl: string) {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, drop: async () => {} };
  return scratchDatabase(serverUrl, 'bench_http');
}

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && !process.env.BENCH_DATABASE_URL)
    throw new Error(
      'set DATABASE_URL to a PostgreSQL server (the benchmark makes and drops its own database)',
    );
  if (process.env.SKIP_BUILD !== 'true')
    execFileSync('npm', ['run', '-s', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  const database = await benchDatabase(serverUrl ?? '');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-http-'));
  const [port, barePort] = [await freePort(), await freePort()];
  const serverEnv = productionServerEnv(database.url, dataDir, port, {
    JOBS_WORKER: 'false',
    WORKERS: process.env.WORKERS ?? '1',
  });
  const bare = startServer(root, ['--input-type=module', '-e', BARE_SERVER], {
    PORT: String(barePort),
    NODE_OPTIONS: '',
  });
  const serverArgs = [
    ...(process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
    'apps/server/dist/server.js',
  ];
  let server = startServer(root, serverArgs, serverEnv);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/api/platform/config`, server);
    const extra = Number(process.env.CONSIGNMENTS ?? 0);
    if (extra > 0) {
      execFileSync(process.execPath, ['--import', 'tsx', 'bench/generate-consignments.ts', String(extra)], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: database.url },
        stdio: 'inherit',
      });
      // a fresh server, as after a deploy, on the grown table
      await server.stop();
      server = startServer(root, serverArgs, serverEnv);
      await waitFor(`${baseUrl}/api/platform/config`, server);
    }
    await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
    const { cookie, csrf } = await signIn(baseUrl);
    const { site, home, receiver, consignment, ready } = await world(database.url);
    // as a browser asks: answers over 1 KB come compressed (ENCODING='' measures them uncompressed)
    const encoding = process.env.ENCODING ?? 'gzip, deflate, br';
    const headers = {
      cookie,
      'x-csrf-token': csrf,
      'content-type': 'application/json',
      ...(encoding ? { 'accept-encoding': encoding } : {}),
    };
    const { 'accept-encoding': _accepted, ...plainHeaders } = headers;
    const get = (path: string): AutocannonRequest => ({ method: 'GET', path, headers });
    const post = (path: string, body: unknown): AutocannonRequest => ({
      method: 'POST',
      path,
      headers,
      body: JSON.stringify(body),
    });
    const dispatchDate = nextWeekday();
    const tenLines = Array.from({ length: 10 }, (_, i) => ({
      packagingType: i % 2 ? 'Carton' : 'Pallet',
      quantity: 1 + (i % 3),
      length: 300 + i * 40,
      width: 250 + i * 20,
      height: 200 + i * 30,
      weight: 2_000 + i * 1_500,
    }));
    const quoteBody = (lineItems: typeof tenLines) => ({
      data: {
        siteId: String(site.id),
        dispatchDate,
        sender: { addressBookEntryId: String(home.id) },
        receiver: { addressBookEntryId: String(receiver.id) },
        lineItems,
      },
    });
    const createLines = tenLines.slice(0, 2);
    const list = `/api/sender/v0/consignments?filter[site.id]=${site.id}&page[limit]=30&page[offset]=0`;
    const searchTerm = encodeURIComponent(consignment.receiver_name.split(' ')[0]?.toLowerCase() ?? 'pty');
    // the header search as a shipper mostly uses it: a consignment number's last digits, one match; the list's
    // term above matches most of the site, past the count's cap
    const headerTerm = encodeURIComponent(consignment.consignment_no.slice(-6));
    let booked = 0;
    const pickupId = await createPickup(baseUrl, headers, site.id, home.id, ready);
    const importId = await createImport(baseUrl, headers, site.id);
    // the site's print agent key, so that reading it answers the key's prefix, not 204
    await postApi(baseUrl, headers, `/api/sender/v0/autoprint/client/secret-key?siteId=${site.id}`, {}, 201);
    const endpoints: Endpoint[] = [
      { name: 'bare', request: { method: 'GET', path: '/bare' } },
      { name: 'session', request: get('/api/auth/session') },
      { name: 'orgUser', request: get('/api/org/user') },
      {
        name: 'readyToManifest',
        request: get(`${list}&filter[readyToManifest]=true&sort=-updated,-dispatchDate`),
      },
      { name: 'trackOverdue', request: get(`${list}&filter[overdue]=true&sort=-dispatchDate,-updated`) },
      { name: 'textSearch', request: get(`${list}&search=${searchTerm}&sort=-dispatchDate,-updated`) },
      { name: 'localitySearch', request: get('/api/address/localities?q=melb') },
      {
        name: 'addressBookSearch',
        request: get(`/api/address-book/v0/entries?filter[siteId]=${site.id}&search=pty`),
      },
      { name: 'quoteSet10Lines', request: post('/api/sender/v0/quote-sets', quoteBody(tenLines)) },
      { name: 'consignmentGet', request: get(`/api/sender/v0/consignments/${consignment.id}`) },
      {
        name: 'consignmentCreate',
        connections: 20,
        perOperation: 2,
        request: [
          {
            // its answer is read here, so it comes uncompressed
            ...post('/api/sender/v0/quote-sets', quoteBody(createLines)),
            headers: plainHeaders,
            onResponse: (status, body, context) => {
              if (status !== 201) return;
              const quotes = (
                JSON.parse(body) as { data: { quotes: { id: string; recommended: boolean }[] } }
              ).data.quotes;
              context.quoteId = quotes.find((quote) => quote.recommended)?.id;
            },
          },
          {
            ...post('/api/sender/v0/consignments', {}),
            setupRequest: (request, context) => ({
              ...request,
              body: JSON.stringify({
                data: {
                  type: 'consignments',
                  attributes: {
                    siteId: String(site.id),
                    type: 'outbound',
                    quoteId: context.quoteId,
                    dispatchDate,
                    references: [`HTTP-BENCH-${(booked += 1)}`],
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
      {
        name: 'estimateSearch',
        request: post('/api/sender/estimates/search', {
          filter: { siteIds: [String(site.id)] },
          page: { limit: 30 },
        }),
      },
      {
        name: 'headerSearch',
        request: get(
          `/api/search/v0/consignments?filter[site.id]=${site.id}&filter[agreedService.id]=all&search=${headerTerm}&page[limit]=30`,
        ),
      },
      {
        name: 'manifestSearch',
        request: post('/api/sender/manifests/search', {
          filter: { siteIds: [String(site.id)] },
          page: { limit: 30 },
        }),
      },
      {
        name: 'pickupSearch',
        request: post('/api/sender/pickups/search', {
          filter: { siteIds: [String(site.id)] },
          page: { limit: 30 },
        }),
      },
      // one pickup of booked consignments: its consignments, services and requests
      { name: 'pickupGet', request: get(`/api/sender/v0/pickups/${pickupId}`) },
      { name: 'pickupReliability', request: get(`/api/sender/v0/pickup-reliability?siteId=${site.id}`) },
      { name: 'ordersList', request: get(`/api/sender/orders?availableAtSiteId=${site.id}`) },
      { name: 'printAgentStatus', request: get(`/api/sender/v0/autoprint/client/status?siteId=${site.id}`) },
      { name: 'printAgentKey', request: get(`/api/sender/v0/autoprint/client/secret-key?siteId=${site.id}`) },
      { name: 'importGet', request: get(`/api/sender/v0/consignments/imports/${importId}`) },
      // the site collections (presets, receivers' carrier policies) share one list path: a page of 30 each
      ...(
        [
          ['shippingItemPresets', '/api/org/shipping-item-presets'],
          ['dangerousGoodsPresets', '/api/org/dangerous-goods/presets'],
          ['carrierPreferences', '/api/org/sender-policies/receiver-carrier-selection'],
        ] as const
      ).map(([name, path]) => ({
        name,
        request: get(`${path}?filter[siteId]=${site.id}&page[limit]=30&page[offset]=0`),
      })),
    ];
    // On a shared machine the CPU left to us swings from second to second, so each endpoint is read against a
    // bare-route measurement taken just before it, and the rounds' ratios are summarised by their median.
    const [bareEndpoint, ...measured] = endpoints;
    if (!bareEndpoint) throw new Error('no bare route');
    const bareTarget = `http://127.0.0.1:${barePort}`;
    const rounds: { name: string; bareRps: number; result: Awaited<ReturnType<typeof measure>> }[] = [];
    for (let round = 0; round < ROUNDS; round += 1)
      for (const endpoint of measured) {
        if (only && !only.includes(endpoint.name)) continue;
        const yardstick = await measure(bareTarget, bareEndpoint, bare.child);
        const result = await measure(baseUrl, endpoint, server.child);
        rounds.push({ name: endpoint.name, bareRps: yardstick.rps, result });
      }
    const median = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
    };
    const share = (rps: number, bareRps: number) => Math.round((rps / Math.max(1, bareRps)) * 1000) / 10;
    const results = [...new Set(rounds.map((entry) => entry.name))].map((name) => {
      const mine = rounds.filter((entry) => entry.name === name);
      const shares = mine.map((entry) => share(entry.result.rps, entry.bareRps));
      const pick = <K extends 'rps' | 'p50' | 'p95' | 'p99'>(key: K) =>
        median(mine.map((entry) => entry.result[key]));
      const first = mine[0]?.result;
      return {
        name,
        connections: first?.connections,
        rps: pick('rps'),
        ...(first?.operationsPerSecond === undefined
          ? {}
          : { operationsPerSecond: median(mine.map((entry) => entry.result.operationsPerSecond ?? 0)) }),
        p50: pick('p50'),
        p95: pick('p95'),
        p99: pick('p99'),
        bareRps: median(mine.map((entry) => entry.bareRps)),
        ofBare: median(shares),
        ofBareRange: [Math.min(...shares), Math.max(...shares)],
        errors: mine.reduce((sum, entry) => sum + entry.result.errors, 0),
        non2xx: mine.reduce((sum, entry) => sum + entry.result.non2xx, 0),
        rssMb: Math.max(...mine.map((entry) => entry.result.rssMb ?? 0)),
        bareRssMb: rssMbOf(bare.child),
      };
    });
    console.log(
      JSON.stringify(
        {
          benchmark: 'http',
          node: process.version,
          cpus: cpus().length,
          cpu: cpus()[0]?.model,
          database: 'postgres',
          workers: Number(serverEnv.WORKERS),
          consignmentsGenerated: extra,
          durationSeconds: DURATION,
          loadAverageBefore: loadavg().slice(0, 2),
          rounds: ROUNDS,
          results,
        },
        null,
        2,
      ),
    );
  } finally {
    await server.stop();
    await bare.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
