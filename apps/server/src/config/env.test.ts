import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

describe('loadConfig', () => {
  it('defaults to the embedded database in the repository data folder on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(join(repoRoot, 'data'));
    expect(config.demoData).toBe(true);
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    expect(loadConfig({ DATA_DIR: 'tmp/x', INIT_CWD: '/srv/app' }).dataDir).toBe('/srv/app/tmp/x');
  });

  it('reports every bad value at once, by name', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DEMO_DATA: 'yes' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/DATABASE_URL: must be a postgres/);
    }
  });
});
