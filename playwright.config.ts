import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** Points the tests at a server that is already running (its data folder as E2E_DATA_DIR), instead of starting one. */
const externalBaseUrl = process.env.E2E_BASE_URL;
// Fresh demo data for every run; set here once and inherited by the workers through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'freight-e2e-'));

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  // the journeys share one server and its demo users (a password reset ends that user's sessions)
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: externalBaseUrl ?? `http://127.0.0.1:${PORT}`,
    viewport: { width: 1920, height: 1080 },
    trace: 'retain-on-failure',
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
  webServer: externalBaseUrl
    ? undefined
    : {
        command: 'npm start',
        url: `http://127.0.0.1:${PORT}/api/platform/config`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { PORT: String(PORT), DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn' },
      },
});
