import { errorCodes, packagingTypeNames, type Status } from '@freight/contracts';
import { AppError } from '../../platform/errors/app-error';
import * as repo from './accounts.repository';
import type { AccountsDeps, Ref } from './deps';
import { organisationByRef, organisationIdFilter, siteByRef } from './resolve';
import { siteSettingsChanges, type SiteSettings } from './site-settings';
import { requiredText, status as checkStatus } from './validate';

export interface CreateSiteInput extends SiteSettings {
  organisation: Ref;
  name: string;
  /** Defaults to the name. */
  displayName?: string;
  /** Defaults to the name. */
  label?: string;
  status: string;
}

export type SiteSummary = repo.SiteRow & { organisation: { id: number; name: string; status: Status } };

/** Site names are unique within their organisation (case-insensitive); two organisations may share one. */
async function assertNameFree(
  deps: AccountsDeps,
  organisationId: number,
  name: string,
  organisationName: string,
) {
  if ((await repo.findSitesByName(deps.db, name, organisationId)).length > 0) {
    throw AppError.conflict(errorCodes.conflict, `${organisationName} already has a site named '${name}'`);
  }
}

export async function createSite(deps: AccountsDeps, input: CreateSiteInput) {
  const name = requiredText(input.name, 'name', 'Site name');
  const displayName =
    input.displayName === undefined ? name : requiredText(input.displayName, 'displayName', 'Display name');
  const label = input.label === undefined ? name : requiredText(input.label, 'label', 'Label');
  const status = checkStatus(input.status);
  const settings = siteSettingsChanges(input);
  const organisation = await organisationByRef(deps.db, input.organisation);
  await assertNameFree(deps, organisation.id, name, organisation.name);
  const now = deps.clock.now();
  return repo.insertSite(deps.db, {
    packagingTypes: [...packagingTypeNames],
    ...settings,
    organisationId: organisation.id,
    name,
    displayName,
    label,
    status,
    createdAt: now,
    updatedAt: now,
  });
}

export async function setSiteStatus(deps: AccountsDeps, input: { site: Ref; status: string }) {
  const status = checkStatus(input.status);
  const site = await siteByRef(deps.db, input.site);
  return update(deps, site, { status });
}

/** Changes any of the site's switches and policies; those not given keep their value. */
export async function setSiteFlags(deps: AccountsDeps, input: { site: Ref } & SiteSettings) {
  const site = await siteByRef(deps.db, input.site);
  const changes = siteSettingsChanges(input, site);
  if (Object.keys(changes).length === 0) {
    throw AppError.validation([{ pointer: '/', detail: 'Name at least one setting to change' }]);
  }
  return update(deps, site, changes);
}

/**
 * Records that the site has transacted dangerous goods (its first dangerous goods consignment does), so that
 * switching the feature off later still shows its past dangerous goods consignments and estimates.
 */
export async function recordDangerousGoodsTransacted(deps: AccountsDeps, siteId: number): Promise<void> {
  await repo.markDangerousGoodsTransacted(deps.db, siteId, deps.clock.now());
}

async function update(deps: AccountsDeps, site: repo.SiteRow, changes: repo.SiteChanges) {
  const updated = await repo.updateSite(deps.db, site.id, changes, deps.clock.now());
  if (!updated) throw AppError.notFound(`Site '${site.name}' not found`);
  return updated;
}

export async function listSites(
  deps: AccountsDeps,
  filter: { organisation?: Ref } = {},
): Promise<SiteSummary[]> {
  const organisationId = await organisationIdFilter(deps.db, filter.organisation);
  const rows = await repo.listSites(deps.db, organisationId);
  return rows.map(({ site, organisation }) => ({
    ...site,
    organisation: { id: organisation.id, name: organisation.name, status: organisation.status },
  }));
}
