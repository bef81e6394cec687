import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../testing/test-app';

const opened: TestContext[] = [];
afterAll(() => Promise.all(opened.map((t) => t.close())));

async function headersAndConfig(overrides: Record<string, string>) {
  const t = await createTestApp(overrides);
  opened.push(t);
  const res = await t.app.inject({ method: 'GET', url: '/api/platform/config' });
  return {
    csp: String(res.headers['content-security-policy']),
    config: res.json<{ guidanceScriptUrl: unknown }>(),
  };
}

describe('the in-app guidance script and the CSP (W21, issue 17)', () => {
  it('allows no third-party script by default', async () => {
    const { csp, config } = await headersAndConfig({});
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(config.guidanceScriptUrl).toBeNull();
  });

  it('allows the configured guidance script’s origin, and names the script to the app', async () => {
    const { csp, config } = await headersAndConfig({
      GUIDANCE_SCRIPT_URL: 'https://guide.example/v2/app.js',
    });
    expect(csp).toContain("script-src 'self' https://guide.example;");
    expect(csp).toContain("connect-src 'self' https://guide.example;");
    expect(config.guidanceScriptUrl).toBe('https://guide.example/v2/app.js');
  });
});
