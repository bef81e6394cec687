import type { Db } from './client';

/** The handle a transaction callback receives; repositories accept either it or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
