import {
  manifestMessages,
  type CreateManifestAttributes,
  type ManifestDetail,
  type MovementType,
} from '@freight/contracts';
import { aggregateQuantityOf } from '@freight/rules';
import type { ManifestDangerousGoodsLine } from '../../db/schema/manifests';
import type { Clock } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { DbOrTx } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { findSiteMembership } from '../../platform/tenancy/site-membership';
import * as carriers from '../carriers';
import * as consignments from '../consignments';
import type { ConsignmentForManifest } from '../consignments';
import * as quotes from '../quotes';
import { afterManifestCreated } from './manifest-hand-over';
import { manifestDetailToWire } from './manifest-wire';
import * as repo from './manifests.repository';

export interface ManifestDeps {
  db: Db;
  clock: Clock;
}

type Entry = CreateManifestAttributes['consignments'][number];
interface Staging {
  entry: Entry;
  consignment: ConsignmentForManifest;
}

const pointerOf = (index: number) => `/data/attributes/consignments/${index}/consignmentId`;

/**
 * Manifest numbers: MAN and seven digits of the carrier's own sequence, after the carrier's consignment prefix
 * ("KEX-MAN0000012"), so that a site's manifests with several carriers never share a number.
 */
export const manifestNumberOf = (prefix: string, sequence: number) =>
  `${prefix ? `${prefix}-` : ''}MAN${String(sequence).padStart(7, '0')}`;

/**
 * Spec 5 (O05-O08): every consignment must exist, be held by the user, be of the site, be free of issues and not
 * be on a manifest yet; dangerous goods never stop one. All refusals are answered at once, each with a pointer
 * to its entry; nothing is made when any is refused.
 */
async function checkEntries(
  tx: DbOrTx,
  userId: string,
  siteId: number,
  entries: Entry[],
  locked: Map<number, ConsignmentForManifest>,
): Promise<Staging[]> {
  const errors: { pointer: string; detail: string }[] = [];
  const seen = new Set<number>();
  const staged: Staging[] = [];
  for (const [index, entry] of entries.entries()) {
    const consignment = locked.get(entry.consignmentId);
    const refuse = (detail: string) => errors.push({ pointer: pointerOf(index), detail });
    if (seen.has(entry.consignmentId)) refuse(manifestMessages.duplicate);
    else if (!consignment) refuse(manifestMessages.notFound);
    else if (consignment.siteId !== siteId)
      // another organisation's consignment is answered as one that does not exist
      refuse(
        (await findSiteMembership(tx, userId, consignment.siteId))
          ? manifestMessages.otherSite
          : manifestMessages.notFound,
      );
    else if (consignment.manifestId !== null) refuse(manifestMessages.alreadyManifested);
    else if (consignment.hasIssues) refuse(manifestMessages.hasIssues);
    else staged.push({ entry, consignment });
    seen.add(entry.consignmentId);
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return staged;
}

/** DESIGN 5b: one manifest per carrier account, dispatch date and consignment type, in a stable order. */
function groupsOf(staged: Staging[]): Staging[][] {
  const groups = new Map<string, Staging[]>();
  for (const item of staged) {
    const c = item.consignment;
    const key = JSON.stringify([c.carrierId, c.carrierAccount, c.dispatchDate, c.type]);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  // carriers in id order: each creation takes the carriers' number rows in the same order, never crosswise
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, group]) => group);
}

function dangerousGoodsOf(consignment: ConsignmentForManifest): ManifestDangerousGoodsLine[] {
  return consignment.lineItems.flatMap((line) =>
    line.dangerousGoods.map((entry) => {
      // as the consignment's own DG summary prints it: declared in total, else per receptacle times their count
      const aggregate = aggregateQuantityOf(entry);
      return {
        consignmentNo: consignment.consignmentNo,
        unNumber: entry.unNumber,
        properShippingName: entry.properShippingName,
        class: entry.classOrDivision ?? '',
        packingGroup: entry.packingGroup,
        quantity: aggregate ? `${aggregate.amount} ${aggregate.unit}` : '',
      };
    }),
  );
}

const palletCount = (c: ConsignmentForManifest) =>
  c.lineItems.reduce(
    (sum, line) => sum + (line.pallets ? line.pallets.chep + line.pallets.loscam + line.pallets.other : 0),
    0,
  );

async function makeManifest(
  tx: DbOrTx,
  site: quotes.QuotingSite,
  userId: string,
  group: Staging[],
  at: Date,
) {
  const [first] = group;
  if (!first) throw new Error('an empty manifest group');
  const head = first.consignment;
  const services = new Map(
    group.map(({ consignment }) => [consignment.agreedService.id, consignment.agreedService.name]),
  );
  const sum = (value: (c: ConsignmentForManifest) => number) =>
    group.reduce((total, { consignment }) => total + value(consignment), 0);
  const numbering = await carriers.carrierNumbering(tx, head.carrierId);
  const sequence = await repo.takeManifestSequence(tx, head.carrierId);
  const manifest = await repo.insertManifest(tx, {
    siteId: site.siteId,
    organisationId: site.organisationId,
    organisationName: site.organisationName,
    siteName: site.siteName,
    carrierId: head.carrierId,
    carrierName: head.carrierName,
    carrierAccount: head.carrierAccount,
    manifestNumber: manifestNumberOf(numbering?.prefix ?? '', sequence),
    consignmentType: head.type as MovementType,
    dispatchDate: head.dispatchDate,
    status: 'proposed',
    senderName: head.sender.name,
    dispatchAddress: {
      name: head.sender.name,
      line1: head.sender.address.line1,
      line2: head.sender.line2 ?? head.sender.address.line2,
      suburb: head.sender.address.locality,
      state: head.sender.address.subdivision,
      postcode: head.sender.address.postcode,
    },
    agreedServices: [...services].map(([id, name]) => ({ id: String(id), name })),
    agreedServiceIds: [...services.keys()],
    serviceNames: [...services.values()].sort().join(', '),
    consignmentCount: group.length,
    itemQuantity: sum((c) => c.itemQuantity),
    volume: sum((c) => c.volume),
    weight: sum((c) => c.weight),
    hasDangerousGoods: group.some(({ consignment }) => consignment.hasDangerousGoods),
    dangerousGoods: group.flatMap(({ consignment }) => dangerousGoodsOf(consignment)),
    createdBy: userId,
    createdAt: at,
    updatedAt: at,
  });
  await repo.insertStaged(
    tx,
    group.map(({ entry, consignment: c }, position) => {
      const pallets = entry.pallets ?? c.pallets;
      return {
        manifestId: manifest.id,
        consignmentId: c.id,
        position,
        consignmentNo: c.consignmentNo,
        receiverName: c.receiver.name,
        receiverSuburb: c.receiver.address.locality,
        receiverState: c.receiver.address.subdivision,
        receiverPostcode: c.receiver.address.postcode,
        serviceName: c.agreedService.name,
        itemQuantity: c.itemQuantity,
        volume: c.volume,
        weight: c.weight,
        hasDangerousGoods: c.hasDangerousGoods,
        palletQuantity: palletCount(c),
        palletTransferType: pallets?.transferType ?? 'unknown',
        docketNumbers: pallets?.docketNumbers ?? [],
      };
    }),
  );
  await consignments.markConsignmentsManifested(
    tx,
    manifest,
    group.map(({ entry, consignment }) => ({ id: consignment.id, pallets: entry.pallets })),
    at,
  );
  await afterManifestCreated(
    tx,
    manifest,
    group.map(({ entry, consignment }) => {
      const pallets = entry.pallets ?? consignment.pallets;
      return {
        consignment,
        transferType: pallets?.transferType ?? 'unknown',
        docketNumbers: pallets?.docketNumbers ?? [],
      };
    }),
  );
  return { manifest, staged: await repo.findStaged(tx, manifest.id) };
}

/**
 * Spec 7 (O12): POST v0/manifests. In one transaction: the consignments are locked, checked, grouped into one
 * manifest per carrier account, dispatch date and type, numbered from each carrier's sequence, and marked
 * manifested; the documents and the carrier's e-mail are queued with them. Answers every manifest made.
 */
export async function createManifests(
  deps: ManifestDeps,
  userId: string,
  attributes: CreateManifestAttributes,
): Promise<ManifestDetail[]> {
  const site = await quotes.requireQuotingSite(deps.db, userId, attributes.siteId);
  quotes.assertCanCreate(site);
  const ids = [...new Set(attributes.consignments.map((entry) => entry.consignmentId))];
  return deps.db.transaction(async (tx) => {
    const locked = await consignments.lockConsignmentsForManifest(tx, ids);
    const staged = await checkEntries(
      tx,
      userId,
      site.siteId,
      attributes.consignments,
      new Map(locked.map((c) => [c.id, c])),
    );
    const at = deps.clock.now();
    const made = [];
    for (const group of groupsOf(staged)) made.push(await makeManifest(tx, site, userId, group, at));
    return made.map(({ manifest, staged: rows }) => manifestDetailToWire(manifest, rows));
  });
}
