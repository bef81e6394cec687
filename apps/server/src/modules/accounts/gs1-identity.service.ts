import { GS1_COMPANY_PREFIX_PATTERN } from '@freight/rules';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './accounts.repository';
import type { AccountsDeps, Ref } from './deps';
import { organisationByRef } from './resolve';
import { invalid } from './validate';

/** What an organisation's SSCCs are issued under: its own prefix, or none (the provider's default then applies). */
export interface Gs1Identity {
  organisationName: string;
  companyPrefix: string | null;
  extensionDigit: number;
}

/**
 * Sets (or with a null prefix, clears) the GS1 company prefix and SSCC extension digit an organisation's labels
 * are issued under. The prefix is the one GS1 licensed to whoever issues the labels: 7 to 10 digits.
 */
export async function setOrganisationGs1(
  deps: AccountsDeps,
  input: { organisation: Ref; companyPrefix: string | null; extensionDigit: number },
) {
  const companyPrefix = input.companyPrefix?.trim() ?? null;
  if (companyPrefix !== null && !GS1_COMPANY_PREFIX_PATTERN.test(companyPrefix))
    throw invalid('companyPrefix', `A GS1 company prefix has 7 to 10 digits; got '${companyPrefix}'`);
  if (!Number.isInteger(input.extensionDigit) || input.extensionDigit < 0 || input.extensionDigit > 9)
    throw invalid('extensionDigit', `The SSCC extension digit is 0 to 9; got '${input.extensionDigit}'`);
  const organisation = await organisationByRef(deps.db, input.organisation);
  const gs1 = { companyPrefix, extensionDigit: input.extensionDigit };
  const updated = await repo.updateOrganisationGs1(deps.db, organisation.id, gs1, deps.clock.now());
  if (!updated) throw AppError.notFound(`Organisation '${organisation.name}' not found`);
  return updated;
}

export async function findGs1Identity(db: DbOrTx, organisationId: number): Promise<Gs1Identity | null> {
  const row = await repo.findOrganisationGs1(db, organisationId);
  return (
    row && {
      organisationName: row.name,
      companyPrefix: row.companyPrefix,
      extensionDigit: row.extensionDigit,
    }
  );
}
