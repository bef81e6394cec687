import {
  packagingTypeDescriptions,
  packagingTypeNames,
  type GetUserResponse,
  type Site,
} from '@freight/contracts';
import { fitDefaultPickupWindow, sortPackagingTypes } from '@freight/rules';
import type { Db } from '../../platform/db/client';
import { AppError } from '../../platform/errors/app-error';
import type { KeptJson } from '../../platform/http/serialised-json';
import { loadAccess, resolveTenant } from '../../platform/tenancy/access';
import { recordAcceptance } from '../legal';
import * as repo from './context.repository';
import { agreedServicesOfSites } from '../carriers';

/** Checks the tenant header, when sent, against the user's sites and organisations. */
export async function checkTenant(db: Db, userId: string, tenant: string | undefined) {
  if (tenant === undefined || tenant === '') return;
  resolveTenant(await loadAccess(db, userId), tenant);
}

/** A user's answer and the context version it was read at, with its JSON once written out. */
interface KeptUser {
  version: number;
  answer: GetUserResponse;
  json?: KeptJson;
}

/** Answers kept per database and user. */
const answers = new WeakMap<Db, Map<string, KeptUser>>();
const MAX_CACHED_USERS = 10_000;

/**
 * Spec 7.3 getUser, kept per user until anything it reads changes: triggers raise one version in the database
 * on every change to its tables, so each process checks its copy with one cheap read and never serves a stale
 * one. A table newly read here needs the same trigger (see migration 0014).
 */
export async function getUser(db: Db, userId: string): Promise<GetUserResponse> {
  return (await keptUser(db, userId)).answer;
}

/**
 * getUser as the JSON the route sends, written out by `serialize` once per user and version (and compressed
 * once per encoding): the answer is about 14 KB, and writing it out again for every request cost more than the
 * rest of the request.
 */
export async function getUserJson(
  db: Db,
  userId: string,
  serialize: (answer: GetUserResponse) => KeptJson,
): Promise<KeptJson> {
  const kept = await keptUser(db, userId);
  return (kept.json ??= serialize(kept.answer));
}

async function keptUser(db: Db, userId: string): Promise<KeptUser> {
  // read before the data, so a kept answer is never older than its version; read for every request (sessions are
  // cached per process and hear of changes a moment after commit, this answer must show them at once)
  const version = await repo.readContextVersion(db);
  let cache = answers.get(db);
  if (!cache) answers.set(db, (cache = new Map()));
  const kept = cache.get(userId);
  if (kept?.version === version) return kept;
  const fresh = { version, answer: await readUser(db, userId) };
  if (cache.size >= MAX_CACHED_USERS) cache.clear();
  cache.set(userId, fresh);
  return fresh;
}

/** The user with every site they hold, each with its organisation and configuration. */
async function readUser(db: Db, userId: string): Promise<GetUserResponse> {
  const user = await repo.findUser(db, userId);
  if (!user) throw AppError.unauthenticated();
  const rows = await repo.findUserSites(db, userId);
  const services = await agreedServicesOfSites(
    db,
    rows.map((r) => r.site.id),
  );

  const sites: Site[] = rows.map(({ site, organisation, membership }) => ({
    id: String(site.id),
    name: site.name,
    displayName: site.displayName,
    label: site.label,
    addressId: site.addressId,
    status: site.status,
    organisation: { id: String(organisation.id), name: organisation.name, status: organisation.status },
    agreedServices: services
      .filter((s) => s.agreed.siteId === site.id)
      .map(({ agreed, service, carrier }) => ({
        id: String(agreed.id),
        name: agreed.name,
        carrierChargeAccount: agreed.carrierChargeAccount,
        carrierServiceId: String(service.id),
        carrierServiceProviderType: agreed.carrierServiceProviderType,
        isActive: agreed.isActive,
        carrier: { id: String(carrier.id), name: carrier.name },
      })),
    packagingTypes: sortPackagingTypes(
      site.packagingTypes.map((name) => ({ name, description: packagingTypeDescriptions[name] })),
    ),
    costCentreConfiguration: { required: site.costCentreRequired, costCentres: site.costCentres },
    orderConsolidationEnabled: site.orderConsolidationEnabled,
    deliveryTimeSlotsEnabled: site.deliveryTimeSlotsEnabled,
    consignmentImportConfiguration: {
      enabled: site.importEnabled,
      transferPolicy: site.importTransferPolicy,
    },
    orderConfiguration: { integrationEnabled: site.orderIntegrationEnabled },
    palletManagement: {
      enabled: site.palletManagementEnabled,
      allowedPalletTypes: site.allowedPalletTypes,
      preferredTransferType: site.preferredPalletTransferType,
    },
    dangerousGoods: {
      isTransacting: site.dangerousGoodsTransacting,
      hasTransacted: site.dangerousGoodsHasTransacted,
      notifiableEnabled: site.dangerousGoodsNotifiable,
    },
    userCanTransactWithDangerousGoods: membership.canTransactDangerousGoods,
    priceMaskingEnabled: site.priceMaskingEnabled,
    devFlags: site.devFlags,
    siteAccess: {
      // the site's window, closing by the last pickup of its active services so the usual pickup needs no edit
      defaultPickupWindow: fitDefaultPickupWindow(
        { startTime: site.defaultPickupStart, durationMinutes: site.defaultPickupDurationMinutes },
        services
          .filter((s) => s.agreed.siteId === site.id && s.agreed.isActive)
          .map(({ service }) => service),
      ),
    },
  }));

  return {
    user: {
      id: user.id,
      username: user.username,
      fullName: user.fullName,
      phone: user.phone,
      email: user.email,
      acceptedTermsAt: user.acceptedTermsAt?.toISOString() ?? null,
      flags: user.flags,
      sites,
    },
    packagingTypes: [...packagingTypeNames],
  };
}

/** Spec 4.5: records acceptance and answers the server's time, which the app stores as acceptedTermsAt. */
export async function acceptTerms(db: Db, userId: string, now: Date) {
  await db.transaction(async (tx) => {
    await recordAcceptance(tx, userId, now);
    await repo.setAcceptedTerms(tx, userId, now);
  });
  return { acceptedTermsAt: now.toISOString() };
}
