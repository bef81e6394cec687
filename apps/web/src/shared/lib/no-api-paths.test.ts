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

/**
 * Files that still write their paths out, of the areas not yet moved to descriptors (auth, legal, addresses,
 * address book, presets, carrier preferences). The list only shrinks: a file that no longer has a path must go.
 */
const notYetMoved = new Set([
  'features/address-book/api/create-address.ts',
  'features/address-book/api/get-locality.ts',
  'features/address-book/api/keys.ts',
  'features/address-book/api/search-localities.ts',
  'features/address-book/api/verify-address.ts',
  'features/auth/api/change-password.ts',
  'features/auth/api/complete-new-password.ts',
  'features/auth/api/confirm-forgot-password.ts',
  'features/auth/api/forgot-password.ts',
  'features/auth/api/get-session.ts',
  'features/auth/api/setup-mfa.ts',
  'features/auth/api/sign-in.ts',
  'features/auth/api/sign-out.ts',
  'features/auth/api/verify-mfa-setup.ts',
  'features/auth/api/verify-mfa.ts',
  'features/carrier-preferences/api/keys.ts',
  'features/consignments/api/create-party-address.ts',
  'features/dangerous-goods-presets/api/keys.ts',
  'features/legal/api/get-legal-documents.ts',
  'features/shipping-item-presets/api/keys.ts',
  'shared/api/get-address.ts',
  'shared/lib/csrf.ts',
  'shared/shipment-form/api/find-preset.ts',
  'shared/shipment-form/api/search-dangerous-goods-presets.ts',
  'shared/shipment-form/api/search-entries.ts',
  'shared/shipment-form/api/search-localities.ts',
]);

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
    expect(withPaths.filter((file) => !notYetMoved.has(file))).toEqual([]);
  });

  it('leave the list of files not yet moved as soon as they move', () => {
    expect([...notYetMoved].filter((file) => !withPaths.includes(file))).toEqual([]);
  });
});
