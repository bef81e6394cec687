import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { LocalDocumentStore } from './local-document-store';

describe('local document store', () => {
  const root = mkdtempSync(join(tmpdir(), 'freight-documents-'));
  const store = new LocalDocumentStore(root);

  it('writes whole files under the key and reads them back', async () => {
    await store.write('doc-1/v1.pdf', Buffer.from('%PDF-1.3 first'));
    await store.write('doc-1/v1.pdf', Buffer.from('%PDF-1.3 second'));
    expect(await text(store.read('doc-1/v1.pdf'))).toBe('%PDF-1.3 second');
    // Nothing half-written is left beside it.
    expect(await readdir(join(root, 'doc-1'))).toEqual(['v1.pdf']);
  });

  it('removes files, and removing a missing one is no error', async () => {
    await store.write('doc-2/v1.pdf', Buffer.from('x'));
    await store.remove('doc-2/v1.pdf');
    await store.remove('doc-2/v1.pdf');
    await expect(text(store.read('doc-2/v1.pdf'))).rejects.toThrow(/ENOENT/);
  });

  it('refuses keys that would leave its folder', async () => {
    for (const key of ['../escape.pdf', 'a/../../b.pdf', '/etc/passwd', 'a//b', ''])
      await expect(store.write(key, Buffer.from('x'))).rejects.toThrow(/invalid document key/);
    expect(() => store.read('../x')).toThrow(/invalid document key/);
  });
});
