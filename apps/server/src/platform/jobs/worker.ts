import { pruneFinishedJobs } from './finish';
import { runNextJob, type JobRunnerDeps } from './run';

export interface JobWorkerOptions {
  /** Pause between looks when nothing was due and nobody said a job was queued. */
  pollMs?: number;
  /** Jobs run side by side in this process (documents wait on the database and the disk as much as the CPU). */
  concurrency?: number;
  /** How long finished jobs are kept. */
  keepFinishedMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export const DEFAULT_JOBS_CONCURRENCY = 4;
const pruneEveryMs = 60 * 60_000;

/**
 * Runs due jobs, several at once, each claimed on its own. Any number of workers, in any number of processes,
 * can run against one PostgreSQL database; claims never overlap. An idle worker looks again every `pollMs`, or
 * at once when `wake()` says a job was queued (the jobs module calls it on the database's notification).
 */
export class JobWorker {
  private running = false;
  private loops: Promise<void>[] = [];
  private readonly sleepers = new Set<() => void>();
  /** A wake that came while no slot slept: the next slot about to sleep looks again instead. */
  private wokenWhileBusy = false;
  private lastPrune = 0;

  constructor(
    private readonly deps: JobRunnerDeps,
    private readonly options: JobWorkerOptions = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    const slots = Math.max(1, this.options.concurrency ?? DEFAULT_JOBS_CONCURRENCY);
    this.loops = Array.from({ length: slots }, () => this.run());
  }

  /** A job may be due: idle slots look now. */
  wake(): void {
    if (this.sleepers.size === 0) {
      this.wokenWhileBusy = true;
      return;
    }
    for (const resolve of this.sleepers) resolve();
    this.sleepers.clear();
  }

  /** Stops looking and waits for the jobs in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.loops);
  }

  private async run(): Promise<void> {
    while (this.running) {
      let didWork = false;
      try {
        didWork = (await runNextJob(this.deps)) !== null;
        await this.pruneNowAndThen();
      } catch (error) {
        // The database may be briefly unreachable; keep polling rather than die.
        this.options.log?.('job worker could not reach the jobs table', error);
      }
      if (!didWork && this.running) await this.sleep(this.options.pollMs ?? 1000);
    }
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    if (now - this.lastPrune < pruneEveryMs) return;
    this.lastPrune = now;
    await pruneFinishedJobs(
      this.deps.db,
      new Date(now - (this.options.keepFinishedMs ?? 7 * 24 * 60 * 60_000)),
    );
  }

  private sleep(ms: number): Promise<void> {
    if (this.wokenWhileBusy) {
      this.wokenWhileBusy = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }
}
