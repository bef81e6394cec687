import type { TestContext } from '../../../testing/test-app';

export const AGENT = '/api/print-agent/v0';

/** A print agent as the API sees it: a key, an installation id, and the calls the agent makes. */
export function agentClient(t: TestContext, key: string, installationId: string) {
  const headers = { authorization: `Bearer ${key}` };
  return {
    installationId,
    heartbeat: (over: Record<string, unknown> = {}) =>
      t.app.inject({
        method: 'POST',
        url: `${AGENT}/heartbeat`,
        headers,
        payload: {
          installationId,
          machineName: `PC-${installationId.slice(0, 6)}`,
          version: '1.0.0',
          status: 'running',
          printers: [
            { name: 'Zebra_ZD420', isDefault: false },
            { name: 'Office_Laser', isDefault: true },
          ],
          ...over,
        },
      }),
    poll: (waitSeconds = 0) =>
      t.app.inject({
        method: 'GET',
        url: `${AGENT}/jobs`,
        headers,
        query: { installationId, waitSeconds: String(waitSeconds) },
      }),
    document: (jobId: string) =>
      t.app.inject({
        method: 'GET',
        url: `${AGENT}/jobs/${jobId}/document`,
        headers,
        query: { installationId },
      }),
    finish: (jobId: string, outcome: 'printed' | 'failed' = 'printed', message: string | null = null) =>
      t.app.inject({
        method: 'POST',
        url: `${AGENT}/jobs/${jobId}/result`,
        headers,
        payload: { installationId, outcome, message },
      }),
  };
}

export interface PolledJob {
  id: string;
  consignmentNo: string;
  document: 'label' | 'connote';
  copies: number;
  printer: { id: number; name: string } | null;
  media: string;
}
