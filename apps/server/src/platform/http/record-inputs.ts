import type { z } from 'zod';
import type { RecordEndpoints } from './record-routes';

/**
 * What a record service's operations take, read off the endpoints `serveRecords` validates them with, so a
 * service names its endpoints rather than each request schema.
 */
export interface RecordInputs<E extends RecordEndpoints> {
  /** The list's validated query. */
  query: z.output<E['list']['query']>;
  /** A created record's data. */
  create: z.output<E['create']['body']>['data'];
  /** A changed record's data. */
  update: z.output<E['update']['body']>['data'];
}
