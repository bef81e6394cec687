import { z, type ZodType } from 'zod';
import { idParamSchema } from './fields';

/** The schemas of a record type's collection: its list query and page, one record, and what creates and changes one. */
export interface RecordSchemas<
  LQ extends ZodType,
  L extends ZodType,
  R extends ZodType,
  C extends ZodType,
  U extends ZodType,
> {
  listQuery: LQ;
  list: L;
  record: R;
  create: C;
  update: U;
}

type Summaries = Record<'list' | 'get' | 'create' | 'update' | 'delete', string>;

interface RecordOptions<S, Err, UpdateStatus extends 200 | 202> {
  /** One record, for the summaries: 'dangerous goods preset'. */
  one: string;
  /** The article before `one` ('a' unless it starts with a vowel sound). */
  article?: 'a' | 'an';
  /** Whose records the list holds, plural: "An organisation's dangerous goods presets". */
  many: string;
  schemas: S;
  /** The error answers every endpoint of the collection shares. */
  errors: Err;
  /** Where a record's summary says more than the standard words. */
  summaries?: Partial<Summaries>;
  /** The status a change answers with (200 unless the spec says otherwise). */
  updateStatus?: UpdateStatus;
}

/**
 * The standard endpoints of a record type under `base`: list (searched, sorted and paged), get, create, update and
 * delete by `:id`, each answering the collection's shared errors. Pure, like `defineEndpoint`.
 */
/*#__NO_SIDE_EFFECTS__*/
export function recordEndpoints<
  const Base extends `/${string}`,
  LQ extends ZodType,
  L extends ZodType,
  R extends ZodType,
  C extends ZodType,
  U extends ZodType,
  const Err extends { [status: number]: ZodType },
  const UpdateStatus extends 200 | 202 = 200,
>(base: Base, options: RecordOptions<RecordSchemas<LQ, L, R, C, U>, Err, UpdateStatus>) {
  const { one, many, schemas, errors, article = 'a' } = options;
  const summaries: Summaries = {
    list: `${many}, searched, sorted and paged`,
    get: `One ${one}`,
    create: `Adds ${article} ${one}`,
    update: `Changes ${article} ${one}`,
    delete: `Deletes ${article} ${one}`,
    ...options.summaries,
  };
  const byId = `${base}/:id` as const;
  const updateStatus = (options.updateStatus ?? 200) as UpdateStatus;
  return {
    list: {
      method: 'GET' as const,
      path: base,
      summary: summaries.list,
      query: schemas.listQuery,
      responses: { 200: schemas.list, ...errors },
    },
    get: {
      method: 'GET' as const,
      path: byId,
      summary: summaries.get,
      params: idParamSchema,
      responses: { 200: schemas.record, ...errors },
    },
    create: {
      method: 'POST' as const,
      path: base,
      summary: summaries.create,
      body: schemas.create,
      responses: { 201: schemas.record, ...errors },
    },
    update: {
      method: 'PUT' as const,
      path: byId,
      summary: summaries.update,
      params: idParamSchema,
      body: schemas.update,
      responses: { [updateStatus]: schemas.record, ...errors } as { [S in UpdateStatus]: R } & Err,
    },
    delete: {
      method: 'DELETE' as const,
      path: byId,
      summary: summaries.delete,
      params: idParamSchema,
      responses: { 204: z.null(), ...errors },
    },
  };
}
