import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { installationId, PrintJournal, readSavedConfig, saveConfig } from './home';

const home = () => join(mkdtempSync(join(tmpdir(), 'agent-home-test-')), 'nested');

describe("the agent's folder", () => {
  it('keeps the key readable by its owner only, and reads it back', () => {
    const dir = home();
    saveConfig(dir, { server: 'http://x', key: 'fpa_secret' });
    expect(statSync(join(dir, 'config.json')).mode & 0o777).toBe(0o600);
    expect(readSavedConfig(dir)).toEqual({ server: 'http://x', key: 'fpa_secret' });
  });

  it('keeps one installation id across starts', () => {
    const dir = home();
    const id = installationId(dir);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(installationId(dir)).toBe(id);
  });

  it('remembers printed jobs across starts', () => {
    const dir = home();
    new PrintJournal(dir).record('job-1');
    const reopened = new PrintJournal(dir);
    expect(reopened.has('job-1')).toBe(true);
    expect(reopened.has('job-2')).toBe(false);
  });

  it('keeps the most recent 5000 jobs', () => {
    const dir = home();
    const journal = new PrintJournal(dir);
    for (let i = 0; i < 5002; i++) journal.record(`job-${i}`);
    const reopened = new PrintJournal(dir);
    expect(reopened.has('job-0')).toBe(false);
    expect(reopened.has('job-2')).toBe(true);
    expect(reopened.has('job-5001')).toBe(true);
  });
});
