import {
  autoprintSettings,
  printAgentKeys,
  printAgents,
  printJobs,
  printingPolicies,
} from '../../../db/schema';
import type { DbOrTx } from '../../../platform/db/transaction';

/** Forgets every site's autoprint set-up (jobs, agents, keys, settings, policies), so each test starts from none. */
export async function clearAutoprint(db: DbOrTx): Promise<void> {
  await db.delete(printJobs);
  await db.delete(printAgents);
  await db.delete(printAgentKeys);
  await db.delete(autoprintSettings);
  await db.delete(printingPolicies);
}
