import type { Readable } from 'node:stream';

/**
 * Where document files live. Local folder by default; an S3-compatible store can take its place for several
 * servers, since nothing else touches the files.
 */
export interface DocumentStore {
  /** Writes the whole file; a reader never sees part of it. */
  write(key: string, data: Buffer): Promise<void>;
  read(key: string): Readable;
  /** Removing a file that is not there is not an error. */
  remove(key: string): Promise<void>;
}
