import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import type { Mailer } from '../../platform/mail/mailer';

export interface PickupDeps {
  db: DbOrTx;
  clock: Clock;
}

export interface RequestDeps extends PickupDeps {
  mailer: Mailer;
  /** The app's own address, for the carrier's links. */
  baseUrl: string;
}
