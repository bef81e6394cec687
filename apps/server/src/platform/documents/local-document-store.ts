import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { DocumentStore } from './document-store';

const safeKey = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

/** Documents as files under one folder (DATA_DIR/documents), one sub-folder per document. */
export class LocalDocumentStore implements DocumentStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async write(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed, so a reader sees the old file or the whole new one.
    const partial = `${path}.${randomUUID()}.partial`;
    await writeFile(partial, data);
    await rename(partial, path);
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`invalid document key ${key}`);
    const path = join(this.root, ...key.split('/'));
    if (!path.startsWith(this.root + sep)) throw new Error(`invalid document key ${key}`);
    return path;
  }
}
