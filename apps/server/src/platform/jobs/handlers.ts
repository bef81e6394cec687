import type { Clock } from '../clock';
import type { Db } from '../db/client';

export interface JobContext {
  db: Db;
  clock: Clock;
  jobId: string;
  /** 1 for the first try. */
  attempt: number;
  /** No retry follows if this try fails: the handler may record the failure where users see it. */
  isLastAttempt: boolean;
}

/** Throwing fails the try; the queue retries it with back-off. Handlers must be safe to run twice. */
export type JobHandler = (payload: unknown, context: JobContext) => Promise<void>;

/** Which code runs each kind of job; each process registers the kinds it can run. */
export class JobHandlers {
  private readonly byKind = new Map<string, JobHandler>();

  register(kind: string, handler: JobHandler): void {
    if (this.byKind.has(kind)) throw new Error(`a handler for job ${kind} is already registered`);
    this.byKind.set(kind, handler);
  }

  get(kind: string): JobHandler | undefined {
    return this.byKind.get(kind);
  }

  kinds(): string[] {
    return [...this.byKind.keys()];
  }
}
