import type { EndpointDef } from '@freight/contracts';
import type { ZodType } from 'zod';
import type { RecordUpdate } from '../ui/list/record-save';
import { callEndpoint } from './endpoint-client';

/** A record collection's update endpoint: the record's id in the path, its new attributes as the body's `data`. */
interface RecordUpdateEndpoint<D> extends EndpointDef {
  // the id's schema reads it from the path's text, so takes any input
  params: ZodType<unknown, { id: unknown }>;
  body: ZodType<unknown, { data: D }>;
}

/** The call that updates a record through its collection's endpoint; the record the server answers with is not kept. */
export const recordUpdateCall =
  <D>(endpoint: RecordUpdateEndpoint<D>) =>
  ({ id, data }: RecordUpdate<D>): Promise<void> =>
    callEndpoint(endpoint, { params: { id }, body: { data } }).then(() => undefined);
