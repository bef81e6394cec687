import { sql } from 'drizzle-orm';
import type { consignmentNumberSequences, manifestNumberSequences } from '../../db/schema';
import type { DbOrTx } from './transaction';

/** The tables that keep the last number given per carrier: consignment numbers and manifest numbers. */
export type CarrierNumberSequence = typeof consignmentNumberSequences | typeof manifestNumberSequences;

/**
 * Takes `count` numbers of the carrier's sequence at once, answering the last one taken. The upsert locks the
 * carrier's row until the transaction ends, so concurrent creations on any number of servers wait in turn and
 * never share a number.
 */
export async function takeCarrierNumbers(
  db: DbOrTx,
  sequence: CarrierNumberSequence,
  carrierId: number,
  count = 1,
): Promise<number> {
  const [row] = await db
    .insert(sequence)
    .values({ carrierId, lastValue: count })
    .onConflictDoUpdate({
      target: sequence.carrierId,
      set: { lastValue: sql`${sequence.lastValue} + ${count}` },
    })
    .returning({ lastValue: sequence.lastValue });
  if (!row) throw new Error('no carrier number sequence row');
  return row.lastValue;
}
