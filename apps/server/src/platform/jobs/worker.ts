import { pruneFinishedJobs } from './finish';
import { runNextJob, type JobRunnerDeps } from './run';

export interface JobWorkerOptions {
  /** Pause between looks when nothing was due. */
  pollMs?: number;
  /** How long finished jobs are kept. */
  keepFinishedMs?: number;
  log?: (message: string, error?: unknown) => void;
}

const pruneEveryMs = 60 * 60_000;

/**
 * Polls the jobs table and runs due jobs one at a time. Any number of workers, in any number of processes,
 * can run against one PostgreSQL database; claims never overlap.
 */
export class JobWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private wakeUp: (() => void) | undefined;
  private lastPrune = 0;

  constructor(
    private readonly deps: JobRunnerDeps,
    private readonly options: JobWorkerOptions = {},
  ) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Stops polling and waits for the job in hand to finish. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.wakeUp?.();
    await this.loop;
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
    return new Promise((resolve) => {
      this.wakeUp = resolve;
      this.timer = setTimeout(resolve, ms);
    });
  }
}
