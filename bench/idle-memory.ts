/**
 * A server's memory at rest, beside a bare Fastify process's, both started by this script in the same run (DESIGN
 * 6a). The production build (node dist/server.js) on a scratch PostgreSQL database with the demo data, started as
 * `npm start` runs it (background jobs in the process); the demo is made by a first start, so each measured start
 * finds it made. Each round starts both afresh, waits SETTLE seconds and reads their RSS; then the demo user signs
 * in and opens the landing list and a consignment, and the server's RSS is read again. Prints JSON: the median of
 * the rounds and their range.
 *
 * Run: DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/idle-memory.ts
 *   ROUNDS=3  SETTLE=10 (seconds)  SKIP_BUILD=true  JOBS_WORKER=false (leave documents to a worker process)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase } from './lib/scratch-postgres';
import {
  freePort,
  productionServerEnv,
  rssMb,
  startServer,
  waitFor,
  type ServerProcess,
} from './lib/server-process';
import { signIn } from './lib/sign-in';
import { BARE_SERVER } from './lib/bare-server';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const SETTLE_MS = Number(process.env.SETTLE ?? 10) * 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = (values: number[]) => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
});
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS));

async function main() {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl)
    throw new Error('set DATABASE_URL to a PostgreSQL server (a scratch database is made and dropped)');
  if (process.env.SKIP_BUILD !== 'true')
    execFileSync('npm', ['run', '-s', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
  const database = await scratchDatabase(serverUrl, 'bench_idle');
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-idle-'));
  const port = await freePort();
  const barePort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv = productionServerEnv(database.url, dataDir, port, {
    JOBS_WORKER: process.env.JOBS_WORKER,
  });
  const start = async (): Promise<ServerProcess> => {
    const server = startServer(root, ['apps/server/dist/server.js'], serverEnv);
    await waitFor(`${baseUrl}/api/platform/config`, server);
    return server;
  };
  const rounds: { server: number; bare: number; afterFirstScreens: number }[] = [];
  try {
    // the first start migrates and makes the demo, whose documents and tracking then settle in the database
    const first = await start();
    await settle();
    await first.stop();
    for (let round = 0; round < ROUNDS; round += 1) {
      const bare = startServer(root, ['--input-type=module', '-e', BARE_SERVER], { PORT: String(barePort) });
      const server = await start();
      await waitFor(`http://127.0.0.1:${barePort}/bare`, bare);
      await settle();
      const atRest = { server: rssMb(server.child.pid ?? 0) ?? 0, bare: rssMb(bare.child.pid ?? 0) ?? 0 };
      const { cookie } = await signIn(baseUrl);
      const get = (path: string) =>
        fetch(`${baseUrl}${path}`, { headers: { cookie } }).then((res) => res.json());
      const user = (await get('/api/org/user')) as { user: { sites: { id: string; name: string }[] } };
      const site = user.user.sites.find((each) => each.name === 'Melbourne DC')?.id ?? '';
      const list = (await get(
        `/api/sender/v0/consignments?filter[site.id]=${site}&filter[readyToManifest]=true&page[limit]=30`,
      )) as { data: { id: string }[] };
      await get(`/api/sender/v0/consignments/${list.data[0]?.id ?? '0'}`);
      await settle();
      rounds.push({ ...atRest, afterFirstScreens: rssMb(server.child.pid ?? 0) ?? 0 });
      await server.stop();
      await bare.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  const server = summary(rounds.map((round) => round.server));
  const bare = summary(rounds.map((round) => round.bare));
  console.log(
    JSON.stringify(
      {
        when: new Date().toISOString(),
        rounds: ROUNDS,
        settleSeconds: SETTLE_MS / 1000,
        jobsInProcess: process.env.JOBS_WORKER !== 'false',
        rssMb: {
          serverAtRest: server,
          bareFastifyAtRest: bare,
          serverAfterFirstScreens: summary(rounds.map((round) => round.afterFirstScreens)),
        },
        serverOverBareMb: server.median - bare.median,
      },
      null,
      2,
    ),
  );
}

await main();
