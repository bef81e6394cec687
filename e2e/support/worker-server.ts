import { join } from 'node:path';

/**
 * Each Playwright worker drives a server of its own, with its own embedded database and data folder, so journeys
 * in different workers never share users, sessions or numbers. Playwright loads the config in every worker with
 * TEST_PARALLEL_INDEX set, which is how a worker finds its server.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** Given: tests run against that server alone, one worker. */
export const externalBaseUrl = process.env.E2E_BASE_URL;

export function workerCount(): number {
  return externalBaseUrl ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
}

function parallelIndex(): number {
  return Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

export function serverPort(index = parallelIndex()): number {
  return E2E_PORT + index;
}

/** The data folder of this worker's server (its e-mail outbox and the demo's carrier keys are read there). */
export function serverDataDir(index = parallelIndex()): string {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return externalBaseUrl ? root : join(root, `worker-${index}`);
}
