import {
  packagingTypeNames,
  palletTransferTypeValues,
  palletTypeValues,
  transferPolicyValues,
  type PackagingTypeName,
  type TransferPolicy,
} from '@freight/contracts';
import type { SiteChanges, SiteRow } from './accounts.repository';
import { invalid, oneOf } from './validate';

type PalletType = (typeof palletTypeValues)[number];
type PalletTransferType = (typeof palletTransferTypeValues)[number];

export interface CostCentre {
  code: string;
  description: string;
}

/** A site's configuration as support sets it; every field optional, absent ones keep their value. */
export interface SiteSettings {
  packagingTypes?: readonly PackagingTypeName[];
  costCentreRequired?: boolean;
  costCentres?: readonly CostCentre[];
  orderConsolidationEnabled?: boolean;
  deliveryTimeSlotsEnabled?: boolean;
  importEnabled?: boolean;
  importTransferPolicy?: TransferPolicy;
  orderIntegrationEnabled?: boolean;
  palletManagementEnabled?: boolean;
  allowedPalletTypes?: readonly PalletType[];
  preferredPalletTransferType?: PalletTransferType | null;
  dangerousGoodsTransacting?: boolean;
  dangerousGoodsHasTransacted?: boolean;
  dangerousGoodsNotifiable?: boolean;
  priceMaskingEnabled?: boolean;
  devFlags?: Readonly<Record<string, boolean>>;
  /** HH:mm, local time. */
  defaultPickupStart?: string;
  defaultPickupDurationMinutes?: number;
}

const booleanKeys = [
  'costCentreRequired',
  'orderConsolidationEnabled',
  'deliveryTimeSlotsEnabled',
  'importEnabled',
  'orderIntegrationEnabled',
  'palletManagementEnabled',
  'dangerousGoodsTransacting',
  'dangerousGoodsHasTransacted',
  'dangerousGoodsNotifiable',
  'priceMaskingEnabled',
] as const satisfies readonly (keyof SiteSettings)[];

function distinct<T extends string>(values: readonly string[], allowed: readonly T[], field: string): T[] {
  return [...new Set(values.map((value, i) => oneOf(value, allowed, `${field}/${i}`, field)))];
}

function costCentres(list: readonly CostCentre[]): CostCentre[] {
  const codes = new Set<string>();
  return list.map((centre, i) => {
    const code = centre.code.trim();
    const description = centre.description.trim();
    if (!code || code.length > 30)
      throw invalid(`costCentres/${i}/code`, 'A cost centre code has 1 to 30 characters');
    if (!description || description.length > 100) {
      throw invalid(`costCentres/${i}/description`, 'A cost centre description has 1 to 100 characters');
    }
    if (codes.has(code.toLowerCase()))
      throw invalid(`costCentres/${i}/code`, `Cost centre ${code} is listed twice`);
    codes.add(code.toLowerCase());
    return { code, description };
  });
}

function pickupWindow(start: string | undefined, minutes: number | undefined, current?: SiteRow) {
  const startTime = start ?? current?.defaultPickupStart ?? '09:00';
  const match = /^([01][0-9]|2[0-3]):([0-5][0-9])$/.exec(startTime);
  if (!match) throw invalid('defaultPickupStart', 'The default pickup start is a time of day, HH:mm');
  const duration = minutes ?? current?.defaultPickupDurationMinutes ?? 480;
  const startMinutes = Number(match[1]) * 60 + Number(match[2]);
  if (!Number.isInteger(duration) || duration < 15 || startMinutes + duration > 24 * 60) {
    throw invalid(
      'defaultPickupDurationMinutes',
      'The default pickup window is at least 15 minutes and ends by midnight',
    );
  }
}

/**
 * Checks settings and turns them into column changes. `current` is the site being changed (absent when
 * creating), so rules that span fields see the values that will result.
 */
export function siteSettingsChanges(settings: SiteSettings, current?: SiteRow): SiteChanges {
  const changes: SiteChanges = {};
  for (const key of booleanKeys) {
    const value = settings[key];
    if (value !== undefined) changes[key] = value;
  }
  // a record of the past, not a switch: the site's own dangerous goods consignments depend on it
  if (settings.dangerousGoodsHasTransacted === false && current?.dangerousGoodsHasTransacted)
    throw invalid(
      'dangerousGoodsHasTransacted',
      'A site that has transacted dangerous goods keeps that record; switch dangerousGoodsTransacting off instead',
    );
  if (settings.packagingTypes !== undefined) {
    changes.packagingTypes = distinct(settings.packagingTypes, packagingTypeNames, 'packagingTypes');
    if (changes.packagingTypes.length === 0)
      throw invalid('packagingTypes', 'A site needs at least one packaging type');
  }
  if (settings.costCentres !== undefined) changes.costCentres = costCentres(settings.costCentres);
  if (settings.importTransferPolicy !== undefined) {
    changes.importTransferPolicy = oneOf(
      settings.importTransferPolicy,
      transferPolicyValues,
      'importTransferPolicy',
      'Transfer policy',
    );
  }
  if (settings.allowedPalletTypes !== undefined) {
    changes.allowedPalletTypes = distinct(
      settings.allowedPalletTypes,
      palletTypeValues,
      'allowedPalletTypes',
    );
  }
  if (settings.preferredPalletTransferType !== undefined) {
    changes.preferredPalletTransferType =
      settings.preferredPalletTransferType === null
        ? null
        : oneOf(
            settings.preferredPalletTransferType,
            palletTransferTypeValues,
            'preferredPalletTransferType',
            'Pallet transfer type',
          );
  }
  if (settings.devFlags !== undefined) {
    if (Object.keys(settings.devFlags).some((key) => !/^[A-Za-z][\w.-]{0,63}$/.test(key))) {
      throw invalid('devFlags', 'Dev flag names are letters, digits, dots, dashes and underscores');
    }
    changes.devFlags = { ...settings.devFlags };
  }
  if (settings.defaultPickupStart !== undefined || settings.defaultPickupDurationMinutes !== undefined) {
    pickupWindow(settings.defaultPickupStart, settings.defaultPickupDurationMinutes, current);
    if (settings.defaultPickupStart !== undefined) changes.defaultPickupStart = settings.defaultPickupStart;
    if (settings.defaultPickupDurationMinutes !== undefined) {
      changes.defaultPickupDurationMinutes = settings.defaultPickupDurationMinutes;
    }
  }

  // Rules across fields, on the values the site will have.
  const required = changes.costCentreRequired ?? current?.costCentreRequired ?? false;
  const centres = changes.costCentres ?? current?.costCentres ?? [];
  if (required && centres.length === 0) {
    throw invalid('costCentreRequired', 'A site that requires a cost centre needs at least one cost centre');
  }
  const pallets = changes.palletManagementEnabled ?? current?.palletManagementEnabled ?? false;
  const palletTypes = changes.allowedPalletTypes ?? current?.allowedPalletTypes ?? [];
  if (pallets && palletTypes.length === 0) {
    throw invalid('allowedPalletTypes', 'Pallet management needs at least one allowed pallet type');
  }
  return changes;
}
