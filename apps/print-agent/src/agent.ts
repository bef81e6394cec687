import type { AgentJob } from '@freight/contracts';
import { KeyRejectedError, type AgentApi } from './api';
import type { PrintJournal } from './home';
import type { PrintOutput } from './output';

export type Log = (message: string) => void;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** Jobs of one poll printed side by side. */
const PARALLEL_JOBS = 4;

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

/** How many times a document is fetched before the job is left to come back on its own. */
const FETCH_TRIES = 4;

/**
 * The agent's loop: a heartbeat every few seconds (with its printers), and a long poll for jobs. Each job's
 * PDF is fetched (tried again when that fails), printed, written to the journal, then acknowledged; a job
 * the journal already holds is only acknowledged, so nothing prints twice across a restart.
 */
export class PrintAgent {
  private readonly stopping = new AbortController();
  private heartbeatSeconds = 10;
  private active: boolean | null = null;

  constructor(
    private readonly api: AgentApi,
    private readonly output: PrintOutput,
    private readonly journal: PrintJournal,
    private readonly log: Log,
    private readonly waitSeconds: number,
  ) {}

  stop() {
    this.stopping.abort();
  }

  async heartbeat(status: 'running' | 'stopped' = 'running') {
    const answer = await this.api.heartbeat(status, await this.output.printers());
    if (answer.active !== this.active && status === 'running')
      this.log(answer.active ? 'Printing for the site.' : 'Standing by: another agent prints for this site.');
    this.active = answer.active;
    this.heartbeatSeconds = answer.heartbeatSeconds;
  }

  private async heartbeats() {
    while (!this.stopping.signal.aborted) {
      await sleep(this.heartbeatSeconds * 1000, this.stopping.signal);
      if (this.stopping.signal.aborted) break;
      try {
        await this.heartbeat();
      } catch (error) {
        if (error instanceof KeyRejectedError) throw error;
        this.log(`Heartbeat failed: ${(error as Error).message}`);
      }
    }
  }

  private async fetchDocument(job: AgentJob): Promise<Buffer | null> {
    for (let attempt = 1; attempt <= FETCH_TRIES; attempt++) {
      try {
        return await this.api.document(job);
      } catch (error) {
        if (error instanceof KeyRejectedError) throw error;
        this.log(
          `Could not fetch ${job.document} of ${job.consignmentNo} (try ${attempt}): ${(error as Error).message}`,
        );
        await sleep(500 * 2 ** attempt, this.stopping.signal);
      }
    }
    return null;
  }

  async handle(job: AgentJob) {
    if (this.journal.has(job.id)) {
      await this.api.result(job, 'printed', null);
      return;
    }
    const pdf = await this.fetchDocument(job);
    if (!pdf) return; // its lease lapses and it comes back
    let outcome: 'printed' | 'failed' = 'printed';
    let message: string | null = null;
    try {
      message = await this.output.print(job, pdf);
      this.journal.record(job.id);
      this.log(
        `Printed ${job.copies} x ${job.document} of ${job.consignmentNo}${job.printer ? ` on ${job.printer.name}` : ''}.`,
      );
    } catch (error) {
      outcome = 'failed';
      message = (error as Error).message;
      this.log(`Printing ${job.document} of ${job.consignmentNo} failed: ${message}`);
    }
    await this.api.result(job, outcome, message);
  }

  /** Runs until stopped or the key is rejected; `once` takes one round of jobs (for scripts and tests). */
  async run(once = false) {
    // the server may be down or restarting when the agent starts: keep trying until it answers
    for (;;) {
      try {
        await this.heartbeat();
        break;
      } catch (error) {
        if (error instanceof KeyRejectedError || once) throw error;
        this.log(`Cannot reach the server (${(error as Error).message}); trying again.`);
        await sleep(5000, this.stopping.signal);
        if (this.stopping.signal.aborted) return;
      }
    }
    let rejected: unknown = null;
    const beating = (once ? Promise.resolve() : this.heartbeats()).catch((error: unknown) => {
      rejected = error;
      this.stop();
    });
    try {
      while (!this.stopping.signal.aborted) {
        let jobs: AgentJob[] = [];
        try {
          jobs = await this.api.jobs(once ? 0 : this.waitSeconds);
        } catch (error) {
          if (error instanceof KeyRejectedError) throw error;
          this.log(`Polling failed: ${(error as Error).message}`);
          await sleep(2000, this.stopping.signal);
        }
        // a few at a time: a label printer and an office printer need not wait on each other
        await inBatches(jobs, PARALLEL_JOBS, async (job) => {
          if (this.stopping.signal.aborted) return;
          try {
            await this.handle(job);
          } catch (error) {
            if (error instanceof KeyRejectedError) throw error;
            // not acknowledged: the job comes back to this agent, and the journal keeps it from printing twice
            this.log(`Job ${job.id} not acknowledged: ${(error as Error).message}`);
          }
        });
        if (once) break;
      }
    } finally {
      this.stop();
      await beating;
    }
    if (rejected) throw rejected;
  }
}
