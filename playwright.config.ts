import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { externalBaseUrl, serverDataDir, serverPort, workerCount } from './e2e/support/worker-server';

// E2E_BASE_URL points the tests at a server that is already running (its data folder as E2E_DATA_DIR) instead.
// Fresh demo data for every run; set here once and inherited by the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'freight-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // a file's journeys share one server and its demo users (a password reset ends that user's sessions): files
  // run side by side, each worker on a server of its own; a file's journeys run in order
  fullyParallel: false,
  workers: workerCount(),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${serverPort()}`,
    viewport: { width: 1920, height: 1080 },
    // a failing journey keeps its trace (actions, DOM snapshots, network, console) and a screenshot; the trace's
    // screencast of every test, kept or not, cost about a fifth of the journeys' CPU
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    locale: 'en-AU',
    timezoneId: 'Australia/Melbourne',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1920, height: 1080 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  // `npm run test:e2e` builds first, so each server starts from the one build
  webServer: externalBaseUrl
    ? undefined
    : Array.from({ length: workerCount() }, (_, index) => ({
        command: 'npm run serve',
        url: `http://127.0.0.1:${serverPort(index)}/api/platform/config`,
        reuseExistingServer: false,
        timeout: 300_000,
        stdout: 'ignore' as const,
        stderr: 'pipe' as const,
        env: { PORT: String(serverPort(index)), DATA_DIR: serverDataDir(index), LOG_LEVEL: 'warn' },
      })),
});
