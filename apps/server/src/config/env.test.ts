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

  it('takes a feedback survey address only over http or https', () => {
    expect(loadConfig({ FEEDBACK_URL: 'https://survey.example/f' }).feedbackUrl).toBe(
      'https://survey.example/f',
    );
    expect(loadConfig({}).feedbackUrl).toBeUndefined();
    expect(() => loadConfig({ FEEDBACK_URL: 'javascript:alert(1)' })).toThrow(/FEEDBACK_URL/);
  });

  it('migrates at start on the embedded database only, unless told', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).migrateOnStart).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', MIGRATE_ON_START: 'true' }).migrateOnStart).toBe(
      true,
    );
  });

  it('trusts proxies only as configured', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    const hops = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(typeof hops === 'function' && [hops('a', 0), hops('a', 1)]).toEqual([true, false]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('takes a GS1 company prefix of 7 to 10 digits, none when unset or empty', () => {
    expect(loadConfig({}).gs1CompanyPrefix).toBeNull();
    expect(loadConfig({ GS1_COMPANY_PREFIX: '' }).gs1CompanyPrefix).toBeNull();
    expect(loadConfig({ GS1_COMPANY_PREFIX: '9312345' }).gs1CompanyPrefix).toBe('9312345');
    expect(loadConfig({ GS1_COMPANY_PREFIX: '9312345678' }).gs1CompanyPrefix).toBe('9312345678');
    for (const bad of ['931234', '93123456789', '93-12345', 'abcdefg'])
      expect(() => loadConfig({ GS1_COMPANY_PREFIX: bad })).toThrow(
        'GS1_COMPANY_PREFIX: must be a GS1 company prefix of 7 to 10 digits',
      );
  });
});
