import { errorCodes, type Status } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './accounts.repository';
import type { AccountsDeps, Ref } from './deps';
import { organisationByRef } from './resolve';
import { requiredText, status as checkStatus } from './validate';

export interface OrganisationSummary {
  id: number;
  name: string;
  status: Status;
  siteCount: number;
  /** Its own GS1 company prefix and SSCC extension digit; null uses the provider's default prefix. */
  gs1: { companyPrefix: string; extensionDigit: number } | null;
}

const taken = (name: string) =>
  AppError.conflict(errorCodes.conflict, `An organisation named '${name}' already exists`);

export async function createOrganisation(deps: AccountsDeps, input: { name: string; status: string }) {
  const name = requiredText(input.name, 'name', 'Organisation name');
  const status = checkStatus(input.status);
  if ((await repo.findOrganisationsByName(deps.db, name)).length > 0) throw taken(name);
  const created = await repo.insertOrganisation(deps.db, { name, status, now: deps.clock.now() });
  if (!created) throw taken(name);
  return created;
}

export async function setOrganisationStatus(
  deps: AccountsDeps,
  input: { organisation: Ref; status: string },
) {
  const status = checkStatus(input.status);
  const organisation = await organisationByRef(deps.db, input.organisation);
  const updated = await repo.updateOrganisationStatus(deps.db, organisation.id, status, deps.clock.now());
  if (!updated) throw AppError.notFound(`Organisation '${organisation.name}' not found`);
  return updated;
}

export async function listOrganisations(deps: AccountsDeps): Promise<OrganisationSummary[]> {
  const rows = await repo.listOrganisations(deps.db);
  return rows.map(({ organisation, siteCount }) => ({
    id: organisation.id,
    name: organisation.name,
    status: organisation.status,
    siteCount,
    gs1:
      organisation.gs1CompanyPrefix === null
        ? null
        : { companyPrefix: organisation.gs1CompanyPrefix, extensionDigit: organisation.ssccExtensionDigit },
  }));
}
