import cluster, { type Worker } from 'node:cluster';

export interface SuperviseOptions {
  workers: number;
  /** Once, when every process first listens. */
  onAllListening: () => void;
  log: (message: string) => void;
}

/**
 * The primary of `WORKERS=N`: forks N server processes that share the port, replaces one that dies, and on SIGINT
 * or SIGTERM lets each finish its requests. Everything the processes share (sessions, numbering, jobs, caches'
 * versions) lives in PostgreSQL.
 */
export function superviseWorkers(options: SuperviseOptions): void {
  // Each process accepts from the one shared socket itself, rather than the primary accepting and handing each
  // connection over: a connection being handed to a process as it died was lost, left open with no answer. Now a
  // dead process's own connections are reset by the kernel and the rest wait in the socket for a live one.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let listening = 0;
  /** Each running process, and whether it has listened: one that dies before it listens cannot start at all. */
  const running = new Map<Worker, boolean>();

  const fork = () => {
    const worker = cluster.fork();
    running.set(worker, false);
    worker.once('listening', () => {
      running.set(worker, true);
      listening += 1;
      if (listening === options.workers) options.onAllListening();
    });
  };

  cluster.on('exit', (worker, code, signal) => {
    const served = running.get(worker) ?? false;
    running.delete(worker);
    if (stopping) {
      if (running.size === 0) process.exit(0);
      return;
    }
    options.log(`server process ${worker.process.pid} ended (${signal ?? `code ${code}`})`);
    // replaced when it had served; one that dies before listening would only die again, so not in a loop
    if (!served) {
      options.log('it ended while starting; not replacing it');
      if (running.size === 0) process.exit(1);
      return;
    }
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.log(`${signal} received, closing ${running.size} server processes`);
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    if (running.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), 15_000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);

  for (let i = 0; i < options.workers; i += 1) fork();
}
