import { randomBytes } from 'node:crypto';
import {
  consignmentImportMessages as messages,
  COUNTRY_AU,
  type Address,
  type ConsignmentIssue,
  type ImportIssueCode,
  type StoredConsignmentLineItem,
  type StoredParty,
  type ShippingCostRecoveryWire,
  type StoredReceiver,
  type TransferPolicy,
} from '@freight/contracts';
import { priceQuoteSet, type RatedQuote, type Shipment, type ShippingCostRecovery } from '@freight/rules';
import type { ImportRowValues } from '../../db/schema';
import type { DbOrTx } from '../../platform/db/transaction';
import { createAddressesOnLocalities } from '../addresses';
import { matchLocalities, timeZoneOfPlace } from '../addresses';
import { loadRatingData, type AgreedServiceInfo, type RatingData } from '../carriers';
import type { ImportedConsignmentDraft } from '../consignments';
import * as quotes from '../quotes';

/** What every row of one site's import shares, read once per run of the job. */
export interface ImportSite {
  siteId: number;
  organisationId: number;
  costCentreRequired: boolean;
  costCentres: readonly { code: string }[];
  mayTransactDangerousGoods: boolean;
  transferPolicy: TransferPolicy;
  sender: StoredParty;
  senderZone: string | null;
  /** The site's active agreed services, by id: a row names one, and a row with issues is kept on one. */
  agreed: readonly AgreedServiceInfo[];
  /** Site "today", the dispatch date of a row that gives none or one already past. */
  today: string;
  /** The site's default shipping cost recovery for outbound consignments, applied to every row. */
  shippingCostRecovery: ShippingCostRecoveryWire;
}

const BASE = '/data/attributes';
const newId = (prefix: string) => `${prefix}_${randomBytes(6).toString('base64url')}`;
const issue = (code: ImportIssueCode, message: string, pointer: string): ConsignmentIssue => ({
  code,
  message,
  pointer,
});

type LocalityRow = Awaited<ReturnType<typeof matchLocalities>>[number][number];

const recoveryOf = (wire: ShippingCostRecoveryWire): ShippingCostRecovery =>
  wire.type === 'none' ? { type: 'none' } : { type: wire.type, value: wire.value ?? 0 };

/** Priced shipments kept per run of the job: rows of one import mostly repeat a few freights to a few zones. */
const MAX_PRICED = 2000;

/**
 * Rating data per dispatch date and receiver zone (the sender is the site), read once per run of the job, and the
 * quotes of each distinct shipment priced once: pricing is pure given the data, the shipment, the holidays
 * and the recovery, so rows that repeat a freight to a zone share one pricing.
 */
export class RatingCache {
  private readonly byKey = new Map<string, Promise<RatingData>>();
  private readonly priced = new Map<string, readonly RatedQuote[]>();
  constructor(private readonly site: ImportSite) {}

  /** `db` is the caller's transaction where there is one (PGlite has a single connection). */
  get(db: DbOrTx, dispatchDate: string, receiverZone: string | null): Promise<RatingData> {
    const key = `${dispatchDate}|${receiverZone ?? ''}`;
    let data = this.byKey.get(key);
    if (!data) {
      data = loadRatingData(db, {
        siteId: this.site.siteId,
        dispatchDate,
        senderZone: this.site.senderZone,
        receiverZone,
        charged: null,
      });
      this.byKey.set(key, data);
    }
    return data;
  }

  /** The site's quotes for the shipment, with its default recovery. */
  async price(db: DbOrTx, shipment: Shipment): Promise<readonly RatedQuote[]> {
    const key = JSON.stringify(shipment);
    const known = this.priced.get(key);
    if (known) return known;
    const data = await this.get(db, shipment.dispatchDate, shipment.receiver.chargeZone);
    const rated = priceQuoteSet({
      shipment,
      services: data.services,
      holidays: quotes.publicHolidaysFrom(shipment.dispatchDate),
      shippingCostRecovery: recoveryOf(this.site.shippingCostRecovery),
      priceMasking: false,
      policyServiceIds: null,
    });
    if (this.priced.size >= MAX_PRICED) this.priced.clear();
    this.priced.set(key, rated);
    return rated;
  }
}

/** The receiver's locality: exactly one match, or the issue that says why not. */
function localityOf(row: ImportRowValues, matches: readonly LocalityRow[]) {
  const { suburb, state, postcode } = row.receiver;
  const pointer = `${BASE}/receiver/addressId`;
  const place = [suburb, state, postcode].filter(Boolean).join(' ');
  if (!suburb && !postcode) return { issue: issue('localityMissing', messages.localityMissing, pointer) };
  if (matches.length === 0)
    return { issue: issue('localityUnknown', messages.localityUnknown(place), pointer) };
  const [only] = matches;
  if (matches.length > 1 || !only)
    return { issue: issue('localityAmbiguous', messages.localityAmbiguous(place), pointer) };
  return { locality: only };
}

/** An address the consignment keeps as typed while its locality is unresolved; the issue says what to choose. */
function unresolvedAddress(row: ImportRowValues): Address {
  const r = row.receiver;
  return {
    id: '',
    line1: r.line1 ?? '?',
    line2: r.line2,
    locality: r.suburb ?? '?',
    postcode: r.postcode ?? '?',
    subdivision: r.state ?? '?',
    countryId: COUNTRY_AU,
    // a guess for display only: the issue asks for the locality, which gives the real one
    timeZone: (r.state && timeZoneOfPlace(r.state, r.postcode ?? '')) || 'Australia/Sydney',
    from: 'estimate',
    gnafId: null,
    localityId: '',
  };
}

function receiverOf(row: ImportRowValues, address: Address): StoredReceiver {
  const r = row.receiver;
  return {
    name: r.name,
    addressId: address.id,
    address,
    line2: r.line2,
    residential: r.residential,
    addressBookEntryId: null,
    addressBookContactId: null,
    contactName: r.contactName,
    contactPhone: r.phone,
    contactEmail: r.email,
    tailgate: false,
    handUnload: false,
    authorityToLeave: false,
    specialInstructions: r.specialInstructions,
    deliveryTimeSlot: null,
    deliveryReferences: [],
    preventConsolidation: false,
  };
}

function lineOf(
  row: ImportRowValues,
  keep: StoredConsignmentLineItem | undefined,
): StoredConsignmentLineItem {
  const { line, dangerousGoods: dg } = row;
  return {
    id: keep?.id ?? newId('li'),
    packagingType: line.packagingType,
    shippingItemPresetId: null,
    description: line.description ?? line.packagingType,
    quantity: line.quantity,
    length: line.length ?? 0,
    width: line.width ?? 0,
    height: line.height ?? 0,
    weight: line.weight ?? 0,
    reference: null,
    pallets: null,
    dangerousGoods: dg
      ? [
          {
            id: keep?.dangerousGoods[0]?.id ?? newId('dg'),
            notifiable: false,
            presetId: null,
            unNumber: dg.unNumber,
            properShippingName: dg.properShippingName ?? '',
            technicalName: null,
            productDescription: null,
            classOrDivision:
              dg.classOrDivision as StoredConsignmentLineItem['dangerousGoods'][number]['classOrDivision'],
            subsidiaryRisks: [],
            packingGroup:
              dg.packingGroup as StoredConsignmentLineItem['dangerousGoods'][number]['packingGroup'],
            receptacle: null,
            receptacleAggregateQuantity: null,
            receptacleCount: null,
            totalAggregateQuantity: null,
            notification: null,
          },
        ]
      : [],
  };
}

/** The issues of the freight and the site's rules, which need no lookup. */
function ruleIssues(
  site: ImportSite,
  row: ImportRowValues,
  line: StoredConsignmentLineItem,
): ConsignmentIssue[] {
  const lineBase = `${BASE}/lineItems/${line.id}`;
  const found: ConsignmentIssue[] = [];
  const missing = (['length', 'width', 'height'] as const).find((field) => row.line[field] === null);
  if (missing) found.push(issue('dimensionsMissing', messages.dimensionsMissing, `${lineBase}/${missing}`));
  if (row.line.weight === null)
    found.push(issue('weightMissing', messages.weightMissing, `${lineBase}/weight`));
  const dg = line.dangerousGoods[0];
  if (dg && !site.mayTransactDangerousGoods)
    found.push(
      issue('dangerousGoodsNotAllowed', messages.dangerousGoodsNotAllowed, `${lineBase}/dangerousGoods`),
    );
  else if (dg)
    found.push(
      issue(
        'dangerousGoodsDetails',
        messages.dangerousGoodsDetails,
        `${lineBase}/dangerousGoods/${dg.id}/receptacle`,
      ),
    );
  const centre = `${BASE}/costCenter`;
  if (row.costCentre === null && site.costCentreRequired)
    found.push(issue('costCentreRequired', messages.costCentreRequired, centre));
  if (
    row.costCentre !== null &&
    site.costCentres.length > 0 &&
    !site.costCentres.some((known) => known.code === row.costCentre)
  )
    found.push(issue('costCentreUnknown', messages.costCentreUnknown(row.costCentre), centre));
  return found;
}

/** The agreed service a row names: by its full name or id, else by the service's own name when only one ends so. */
const serviceByName = (site: ImportSite, name: string) => {
  const wanted = name.toLowerCase();
  const exact = site.agreed.find(
    (agreed) => agreed.name.toLowerCase() === wanted || String(agreed.id) === name,
  );
  if (exact) return exact;
  const ending = site.agreed.filter((agreed) => agreed.name.toLowerCase().endsWith(` ${wanted}`));
  return ending.length === 1 ? ending[0] : undefined;
};

const serviceOf = (agreed: AgreedServiceInfo) => ({
  agreedServiceId: agreed.id,
  carrierId: agreed.carrierId,
  payerAccount: agreed.carrierChargeAccount,
  agreedService: {
    id: String(agreed.id),
    name: agreed.name,
    carrierName: agreed.carrierName,
    carrierServiceId: String(agreed.carrierServiceId),
    providerType: agreed.providerType,
  },
});

interface Choice {
  quote?: RatedQuote;
  agreed?: AgreedServiceInfo;
  issue?: ConsignmentIssue;
}

/** The quote the row books: the service it names, else the recommended one; or the issue why there is none. */
function chooseQuote(site: ImportSite, row: ImportRowValues, rated: readonly RatedQuote[]): Choice {
  const pointer = `${BASE}/quoteId`;
  if (row.service !== null) {
    const named = serviceByName(site, row.service);
    if (!named) return { issue: issue('serviceUnknown', messages.serviceUnknown(row.service), pointer) };
    const quote = rated.find((candidate) => candidate.serviceId === String(named.id));
    if (quote?.selectable && quote.price.cost) return { quote, agreed: named };
    return {
      agreed: named,
      issue: issue(
        'noServiceAvailable',
        quote?.unselectableReason?.message ?? messages.noServiceAvailable,
        pointer,
      ),
    };
  }
  const quote = rated.find((candidate) => candidate.recommended && candidate.price.cost);
  const agreed = quote && site.agreed.find((candidate) => String(candidate.id) === quote.serviceId);
  if (quote && agreed) return { quote, agreed };
  return { issue: issue('noServiceAvailable', messages.noServiceAvailable, pointer) };
}

/**
 * A row's dispatch date: freight cannot leave on a day that has gone (a file exported before midnight, say), so
 * a row dated before the site's today goes today, as one that gives no date does.
 */
export function dispatchDateOf(row: Pick<ImportRowValues, 'dispatchDate'>, site: Pick<ImportSite, 'today'>) {
  return row.dispatchDate !== null && row.dispatchDate > site.today ? row.dispatchDate : site.today;
}

/**
 * Drafts for a batch of rows: localities matched in two queries, new addresses made in one statement,
 * rating data read once per date and zone, every row priced in process. `keep` gives a row checked again the
 * line and entry ids it has, so its items keep their SSCCs. Rows the site cannot book at all (it has no agreed
 * service) answer null.
 */
export async function draftsFor(
  db: DbOrTx,
  site: ImportSite,
  rating: RatingCache,
  rows: readonly ImportRowValues[],
  keep: readonly (StoredConsignmentLineItem | undefined)[] = [],
): Promise<(ImportedConsignmentDraft | null)[]> {
  const matches = await matchLocalities(
    db,
    rows.map((row) => row.receiver),
  );
  const located = rows.map((row, i) => localityOf(row, matches[i] ?? []));
  // one address per distinct street on a locality
  const wanted = new Map<string, { line1: string; line2: string | null; locality: LocalityRow }>();
  const keyOf = (row: ImportRowValues, locality: LocalityRow) =>
    `${row.receiver.line1}|${row.receiver.line2 ?? ''}|${locality.id}`;
  rows.forEach((row, i) => {
    const { locality } = located[i] ?? {};
    if (locality && row.receiver.line1)
      wanted.set(keyOf(row, locality), { line1: row.receiver.line1, line2: row.receiver.line2, locality });
  });
  const made = await createAddressesOnLocalities(db, site.organisationId, [...wanted.values()]);
  const addressByKey = new Map([...wanted.keys()].map((key, i) => [key, made[i]]));
  const drafts: (ImportedConsignmentDraft | null)[] = [];
  for (const [i, row] of rows.entries()) {
    const line = lineOf(row, keep[i]);
    const issues: ConsignmentIssue[] = [];
    const { locality, issue: localityIssue } = located[i] ?? {};
    if (localityIssue) issues.push(localityIssue);
    if (locality && !row.receiver.line1)
      issues.push(issue('addressLineMissing', messages.addressLineMissing, `${BASE}/receiver/addressId`));
    issues.push(...ruleIssues(site, row, line));
    const address = locality && addressByKey.get(keyOf(row, locality));
    const dispatchDate = dispatchDateOf(row, site);
    const priceable = address && locality && !issues.some((found) => found.code.endsWith('Missing'));
    let chosen: Choice = {};
    if (priceable) {
      const shipment: Shipment = {
        dispatchDate,
        sender: { chargeZone: site.senderZone },
        receiver: {
          chargeZone: locality.chargeZone,
          state: locality.state as Shipment['receiver']['state'],
          residential: row.receiver.residential,
        },
        lineItems: [
          {
            quantity: line.quantity,
            length: line.length,
            width: line.width,
            height: line.height,
            weight: line.weight,
            packagingType: line.packagingType,
            hasDangerousGoods: line.dangerousGoods.length > 0,
          },
        ],
        tailgate: false,
        handUnload: false,
        deliveryTimeSlot: null,
      };
      const rated = await rating.price(db, shipment);
      chosen = chooseQuote(site, row, rated);
      if (chosen.issue) issues.push(chosen.issue);
    } else if (row.service !== null) {
      const named = serviceByName(site, row.service);
      if (named) chosen = { agreed: named };
      else issues.push(issue('serviceUnknown', messages.serviceUnknown(row.service), `${BASE}/quoteId`));
    }
    const agreed = chosen.agreed ?? site.agreed[0];
    if (!agreed) {
      drafts.push(null);
      continue;
    }
    const cost = issues.length === 0 && chosen.quote?.price.cost ? chosen.quote.price.cost : null;
    drafts.push({
      dispatchDate,
      references: [row.reference],
      sender: site.sender,
      receiver: receiverOf(row, address ?? unresolvedAddress(row)),
      costCenter: row.costCentre,
      lineItems: [line],
      service: serviceOf(agreed),
      price: cost ? quotes.costToWire(cost) : null,
      freightRecoveryAmount: cost ? (chosen.quote?.price.freightRecoveryAmount ?? null) : null,
      eta: cost ? (chosen.quote?.eta ?? null) : null,
      etaTimeZone: cost ? (chosen.quote?.etaTimeZone ?? null) : null,
      transferPolicy: site.transferPolicy === 'automatic' ? 'automatic' : 'manual',
      shippingCostRecovery: site.shippingCostRecovery,
      issues,
    });
  }
  return drafts;
}
