import type { AgentJob } from '@freight/contracts';
import type { LocalPrinter } from './cups';

/** The server turned the key away: it was deleted or replaced. The agent stops rather than retry. */
export class KeyRejectedError extends Error {}

export interface AgentIdentity {
  installationId: string;
  machineName: string;
  version: string;
}

/** The print agent's calls under /api/print-agent/v0; the key goes in the Authorization header only. */
export class AgentApi {
  constructor(
    private readonly server: string,
    private readonly key: string,
    private readonly identity: AgentIdentity,
  ) {}

  private async call(path: string, init: RequestInit & { timeoutMs?: number } = {}): Promise<Response> {
    const response = await fetch(`${this.server}/api/print-agent/v0${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${this.key}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      signal: AbortSignal.timeout(init.timeoutMs ?? 30_000),
    });
    if (response.status === 401) throw new KeyRejectedError('The server no longer accepts this secret key.');
    return response;
  }

  private async expect(response: Response, status: number, what: string) {
    if (response.status === status) return;
    const text = await response.text().catch(() => '');
    throw new Error(`${what}: the server answered ${response.status} ${text.slice(0, 200)}`);
  }

  async heartbeat(status: 'running' | 'stopped', printers: LocalPrinter[]) {
    const response = await this.call('/heartbeat', {
      method: 'POST',
      body: JSON.stringify({ ...this.identity, status, printers }),
    });
    await this.expect(response, 200, 'heartbeat');
    const body = (await response.json()) as { data: { active: boolean; heartbeatSeconds: number } };
    return body.data;
  }

  async jobs(waitSeconds: number): Promise<AgentJob[]> {
    const query = new URLSearchParams({
      installationId: this.identity.installationId,
      waitSeconds: String(waitSeconds),
    });
    const response = await this.call(`/jobs?${query}`, { timeoutMs: (waitSeconds + 15) * 1000 });
    await this.expect(response, 200, 'poll');
    return ((await response.json()) as { data: AgentJob[] }).data;
  }

  async document(job: AgentJob): Promise<Buffer> {
    const query = new URLSearchParams({ installationId: this.identity.installationId });
    const response = await this.call(`/jobs/${job.id}/document?${query}`, { timeoutMs: 60_000 });
    await this.expect(response, 200, 'document');
    const pdf = Buffer.from(await response.arrayBuffer());
    if (pdf.subarray(0, 5).toString() !== '%PDF-')
      throw new Error('document: the server sent something other than a PDF');
    return pdf;
  }

  /** Acknowledges a job; a 409 means another agent holds it now, which is not this agent's to report. */
  async result(job: AgentJob, outcome: 'printed' | 'failed', message: string | null) {
    const response = await this.call(`/jobs/${job.id}/result`, {
      method: 'POST',
      body: JSON.stringify({
        installationId: this.identity.installationId,
        outcome,
        message: message?.slice(0, 1000) ?? null,
      }),
    });
    if (response.status === 409) return false;
    await this.expect(response, 204, 'acknowledge');
    return true;
  }
}
