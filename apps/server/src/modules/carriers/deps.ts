import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';

/** What carrier changes need: a database or an open transaction (the demo seed runs in one), and time. */
export interface CarrierDeps {
  db: DbOrTx;
  clock: Clock;
}

/** A carrier, service or site by id, or by name (case-insensitive); a string of digits is tried as an id first. */
export type Ref = number | string;
