/**
 * The load test (issue 18, 6): simulated shippers against two server processes on one PostgreSQL, as
 * `WORKERS=2 npm start` runs them (one port, node:cluster). Each shipper signs in as a user of its own, then lists,
 * searches, quotes, books, edits and fetches the label with think times until the run ends, and signs out. Prints
 * JSON with each step's p50/p95/p99, counts and failures, and each process's RSS; exits 1 if a request failed, a
 * session was lost, a label was not made, a 201's consignment is missing or a number repeats.
 *
 * Run: npm run bench:load  (DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432/postgres; the test makes
 *   and drops a database of its own)
 *   SHIPPERS=200  DURATION=60 (seconds)  THINK_MS=1000 (mean pause between steps)
 *   RAMP_SECONDS=15 (shippers sign in evenly over the first seconds; at most a quarter of the run by default)
 *   KILL=1 (kill -9 one of the two server processes at KILL_AT seconds, by default midway)
 *   SKIP_BUILD=true (use apps/server/dist as it is; it is built only when missing anyway, or with BUILD=true)
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { LoadStats } from './lib/load-stats';
import { runShipper, type LoadRun } from './lib/load-shipper';
import { createShippers, readWorld, verify, waitForDocumentJobs } from './lib/load-world';
import { scratchDatabase } from './lib/scratch-postgres';
import { childrenOf, freePort, productionServerEnv, rssMb, startServer, waitFor } from './lib/server-process';

const root = fileURLToPath(new URL('..', import.meta.url));
const SHIPPERS = Number(process.env.SHIPPERS ?? 200);
const DURATION = Number(process.env.DURATION ?? 60);
const THINK_MS = Number(process.env.THINK_MS ?? 1_000);
const RAMP_SECONDS = Number(process.env.RAMP_SECONDS ?? Math.min(15, DURATION / 4));
const KILL = process.env.KILL === '1' || process.env.KILL === 'true';
const KILL_AT = Number(process.env.KILL_AT ?? DURATION / 2);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PASSWORD = 'Shipper2026';

function buildIfMissing() {
  const built = existsSync(join(root, 'apps/server/dist/server.js'));
  if (built && process.env.BUILD !== 'true') return false;
  execFileSync('npm', ['run', '-s', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  return true;
}

async function main() {
  const built = buildIfMissing();
  const database = await scratchDatabase(serverUrl, 'freight_load');
  const databaseUrl = database.url;
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const port = await freePort();
  const server = startServer(
    root,
    ['apps/server/dist/server.js'],
    productionServerEnv(databaseUrl, dataDir, port, { WORKERS: '2' }),
  );
  const client = new pg.Client({ connectionString: databaseUrl });
  let failed = true;
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    await waitFor(`${baseUrl}/api/platform/config`, server);
    let workers = childrenOf(server.child.pid);
    for (let i = 0; workers.length < 2 && i < 100; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      workers = childrenOf(server.child.pid);
    }
    await client.connect();
    const setupStarted = Date.now();
    const usernames = await createShippers(databaseUrl, SHIPPERS);
    const world = await readWorld(client);
    const setupSeconds = Math.round((Date.now() - setupStarted) / 100) / 10;

    const stats = new LoadStats();
    const started = Date.now();
    const run: LoadRun = {
      baseUrl,
      world,
      stats,
      password: PASSWORD,
      deadline: started + DURATION * 1_000,
      thinkMs: THINK_MS,
      rampMs: RAMP_SECONDS * 1_000,
      shippers: SHIPPERS,
      documentWaitMs: 90_000,
      kill: { at: null, windowMs: 15_000 },
      created: [],
      documentsMissing: [],
    };

    // peak RSS of every process seen: the primary, both server processes, and any replacement
    const peakRss = new Map<number, number>();
    const sample = () => {
      const pid = server.child.pid;
      for (const each of pid ? [pid, ...childrenOf(pid)] : [])
        peakRss.set(each, Math.max(peakRss.get(each) ?? 0, rssMb(each) ?? 0));
    };
    const sampler = setInterval(sample, 1_000);
    let killed: { pid: number; atSecond: number } | null = null;
    const killer = KILL
      ? setTimeout(() => {
          const victim = childrenOf(server.child.pid)[0];
          if (victim === undefined) return;
          run.kill.at = Date.now();
          process.kill(victim, 'SIGKILL');
          killed = { pid: victim, atSecond: Math.round((run.kill.at - started) / 100) / 10 };
        }, KILL_AT * 1_000)
      : null;

    await Promise.all(usernames.map((username, index) => runShipper(run, username, index)));
    const runSeconds = Math.round((Date.now() - started) / 100) / 10;
    clearInterval(sampler);
    if (killer) clearTimeout(killer);
    sample();

    const openJobs = await waitForDocumentJobs(client, 120_000);
    const database = await verify(client, run.created);
    const totals = stats.totals();
    const survivors = childrenOf(server.child.pid);
    const failures = [
      ...(totals.errors > 0 ? [`${totals.errors} requests failed`] : []),
      ...(totals.lostSessions > 0 ? [`${totals.lostSessions} sessions lost (unexpected 401)`] : []),
      ...(run.documentsMissing.length > 0 ? [`${run.documentsMissing.length} labels missing`] : []),
      ...(database.missingAfter201 > 0
        ? [`${database.missingAfter201} consignments answered 201 are missing`]
        : []),
      ...(database.repeatedNumbersInDatabase + database.repeatedNumbersAnswered > 0
        ? ['a consignment number repeats']
        : []),
      ...(openJobs > 0 ? [`${openJobs} document jobs still open`] : []),
      ...((database.documentJobs.failed ?? 0) > 0
        ? [`${database.documentJobs.failed} document jobs failed`]
        : []),
      ...(Object.keys(database.currentDocuments).some((status) => status !== 'ready')
        ? ['a booked consignment lacks a made label or consignment note']
        : []),
    ];
    failed = failures.length > 0;
    console.log(
      JSON.stringify(
        {
          benchmark: 'load',
          node: process.version,
          cpus: cpus().length,
          cpu: cpus()[0]?.model,
          loadAverageBefore: loadavg().slice(0, 2),
          built,
          processes: 'WORKERS=2 (node:cluster, one port)',
          shippers: SHIPPERS,
          durationSeconds: DURATION,
          runSeconds,
          thinkMs: THINK_MS,
          rampSeconds: RAMP_SECONDS,
          setupSeconds,
          kill: KILL ? (killed ?? 'not done (no server process found)') : 'off',
          serverProcessesAtEnd: survivors.length,
          totals,
          steps: stats.report(),
          documentsMissing: run.documentsMissing.slice(0, 10),
          errorSamples: stats.errorSamples,
          database,
          rssMb: Object.fromEntries(
            [...peakRss].map(([pid, mb]) => [
              pid === server.child.pid
                ? `primary ${pid}`
                : `server ${pid}${killed?.pid === pid ? ' (killed)' : ''}`,
              mb,
            ]),
          ),
          failures,
        },
        null,
        2,
      ),
    );
  } finally {
    await client.end().catch(() => {});
    await server.stop();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
