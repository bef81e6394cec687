/** What the load test counts per step: latencies of answered requests and each kind of failure. */
interface StepRecord {
  samples: number[];
  errors: number;
  lostSessions: number;
  /** Connections that failed while a server process was being killed: expected, retried, not errors. */
  interrupted: number;
}

export interface ErrorSample {
  step: string;
  status: number | string;
  detail: string;
}

const percentile = (sorted: number[], q: number) =>
  Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;

export class LoadStats {
  private readonly steps = new Map<string, StepRecord>();
  /** The first few failures, so a failing run says what failed. */
  readonly errorSamples: ErrorSample[] = [];

  private step(name: string): StepRecord {
    let record = this.steps.get(name);
    if (!record) {
      record = { samples: [], errors: 0, lostSessions: 0, interrupted: 0 };
      this.steps.set(name, record);
    }
    return record;
  }

  ok(name: string, ms: number) {
    this.step(name).samples.push(ms);
  }

  error(name: string, status: number | string, detail: string) {
    this.step(name).errors += 1;
    if (this.errorSamples.length < 20)
      this.errorSamples.push({ step: name, status, detail: detail.slice(0, 300) });
  }

  lostSession(name: string) {
    this.step(name).lostSessions += 1;
  }

  interrupted(name: string) {
    this.step(name).interrupted += 1;
  }

  totals() {
    let errors = 0;
    let lostSessions = 0;
    let interrupted = 0;
    let requests = 0;
    for (const record of this.steps.values()) {
      errors += record.errors;
      lostSessions += record.lostSessions;
      interrupted += record.interrupted;
      requests += record.samples.length;
    }
    return { requests, errors, lostSessions, interrupted };
  }

  report() {
    return Object.fromEntries(
      [...this.steps].map(([name, record]) => {
        const sorted = [...record.samples].sort((a, b) => a - b);
        return [
          name,
          {
            count: sorted.length,
            p50: percentile(sorted, 0.5),
            p95: percentile(sorted, 0.95),
            p99: percentile(sorted, 0.99),
            errors: record.errors,
            lostSessions: record.lostSessions,
            interrupted: record.interrupted,
          },
        ];
      }),
    );
  }
}
