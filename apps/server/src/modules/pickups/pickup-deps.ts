import type { Clock } from '../../platform/clock';
import type { DbOrTx } from '../../platform/db/transaction';
import type { Mailer } from '../../platform/mail/mailer';
import type { KeptPickupTerms } from '../carriers';

export interface PickupDeps {
  db: DbOrTx;
  clock: Clock;
  /** The process's kept pickup terms, which the pickup view reads its services from. */
  keptTerms?: KeptPickupTerms;
}

export interface RequestDeps extends PickupDeps {
  mailer: Mailer;
  /** The app's own address, for the carrier's links. */
  baseUrl: string;
}
