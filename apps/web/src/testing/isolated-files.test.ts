import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isolatedFiles } from '../../vitest.config';

const root = join(import.meta.dirname, '..', '..');

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(root, path)] : [];
  });
}

describe('test files that mock modules', () => {
  it('run in a module registry of their own, so their mocks reach no other file', () => {
    const mocking = testFiles(join(root, 'src')).filter((file) =>
      /\bvi\.mock\(/.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(mocking.length).toBeGreaterThan(0);
    expect(mocking.filter((file) => !isolatedFiles.includes(file))).toEqual([]);
  });
});
