import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

const freshDir = () => mkdtempSync(join(tmpdir(), 'lock-'));

describe('lockDataDir', () => {
  it('takes the lock and releases it', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'owner.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'owner.lock'))).toBe(false);
  });

  it('refuses a directory held by another running process', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'owner.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${process.ppid}`);
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'owner.lock'), '4194300');
    lockDataDir(dir)();
  });
});
