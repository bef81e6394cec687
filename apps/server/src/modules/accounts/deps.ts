import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';

/** What every account change needs: a database or an open transaction (the demo seed runs in one), and time. */
export interface AccountsDeps {
  db: DbOrTx;
  clock: Clock;
}

/** An organisation or site by id, or by name (case-insensitive); a string of digits is tried as an id first. */
export type Ref = number | string;

/** A user by id or by username. */
export type UserRef = { userId: string } | { username: string };
