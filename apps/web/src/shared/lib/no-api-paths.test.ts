import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 23: every endpoint is described once, in contracts; the app calls it through `callEndpoint` or names its
 * URL with `endpointPath`, never by writing the path out. This test reads every source file (tests aside) and
 * fails on a string that starts an API path.
 */
const src = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** A quote, double quote or backtick directly followed by /api/ or /api (the start of a written-out path). */
const apiPathLiteral = /['"`]\/api(?:\/|['"`])/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const withPaths = sourceFiles(src)
  .filter((file) => apiPathLiteral.test(readFileSync(file, 'utf8')))
  .map((file) => relative(src, file).split('\\').join('/'))
  .sort();

describe('API paths in the web app', () => {
  it('recognises a path written out in any kind of string', () => {
    expect(apiPathLiteral.test("apiRequest('/api/sender/v0/estimates')")).toBe(true);
    expect(apiPathLiteral.test('fetch(`/api/tracking/v0/${token}`)')).toBe(true);
    expect(apiPathLiteral.test('const BASE = "/api";')).toBe(true);
    expect(apiPathLiteral.test('callEndpoint(estimateEndpoints.get, { params: { id } })')).toBe(false);
    expect(apiPathLiteral.test("navigate('/consignments/api-keys')")).toBe(false);
  });

  it('are never written out: endpoints are called through their contract descriptors', () => {
    expect(withPaths).toEqual([]);
  });
});
