import {
  aggregateQuantityUnits,
  dgClasses,
  packagingTypeNames,
  packingGroups,
  palletLenders,
} from '@freight/contracts';
import type { DangerousGoodsLine, LineItemInput } from '@freight/contracts';
import { cmToMm, gToKg, kgToG, mmToCm, roundTo, roundWhole } from '@freight/rules';
import { CM_DECIMALS, KG_DECIMALS, noPallets } from './line-form';
import type { DangerousGoodsForm, KeptDangerousGoods, LineForm, LineValues } from './line-form';
import { newLine } from './new-line';

type DangerousGoodsValues = LineValues['dangerousGoods'][number];
type DangerousGoodsWire = Pick<
  DangerousGoodsLine,
  | 'presetId'
  | 'unNumber'
  | 'properShippingName'
  | 'classOrDivision'
  | 'packingGroup'
  | 'receptacle'
  | 'receptacleCount'
  | 'receptacleAggregateQuantity'
> &
  Partial<Pick<DangerousGoodsLine, 'technicalName' | 'notifiable' | 'notification'>> &
  KeptDangerousGoods;

export const dangerousGoodsToWire = (dg: DangerousGoodsValues): DangerousGoodsWire => ({
  ...dg.kept,
  presetId: dg.presetId ? Number(dg.presetId) : null,
  unNumber: dg.unNumber.replace(/^UN\s*/i, ''),
  properShippingName: dg.properShippingName.trim(),
  // none typed is left out, which the server stores as none
  ...(dg.technicalName.trim() ? { technicalName: dg.technicalName.trim() } : {}),
  classOrDivision: dg.classOrDivision,
  packingGroup: dg.packingGroup,
  receptacle: dg.receptacle.trim() || null,
  receptacleCount: dg.receptacleCount,
  // J15: sent only with both its amount and its unit
  receptacleAggregateQuantity:
    dg.quantityAmount !== null && dg.quantityUnit !== null
      ? { amount: dg.quantityAmount, unit: dg.quantityUnit }
      : null,
  // M40: the server refuses a notification on an entry that is not notifiable, so a hidden one is never sent
  ...(dg.notifiable ? { notifiable: true, notification: dg.notification || null } : {}),
});

/** Spec 3, 9 (M28): centimetres and kilograms to whole millimetres and grams; the quantity rounded too. */
export function lineMeasuresToWire(line: LineValues): LineItemInput {
  return {
    packagingType: line.packagingType,
    shippingItemPresetId: line.presetId,
    description: line.description.trim() || null,
    quantity: roundWhole(line.quantity),
    length: cmToMm(line.length),
    width: cmToMm(line.width),
    height: cmToMm(line.height),
    weight: kgToG(line.weight),
    dangerousGoods: line.dangerousGoods.map(dangerousGoodsToWire),
  };
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  list.find((item) => item === value) ?? null;

function dangerousGoodsToForm(entry: Record<string, unknown>): DangerousGoodsForm {
  return {
    id: typeof entry.id === 'string' ? entry.id : null,
    presetId: entry.presetId === null || entry.presetId === undefined ? null : String(entry.presetId),
    unNumber: typeof entry.unNumber === 'string' ? entry.unNumber : '',
    properShippingName: typeof entry.properShippingName === 'string' ? entry.properShippingName : '',
    technicalName: typeof entry.technicalName === 'string' ? entry.technicalName : '',
    classOrDivision: oneOf(dgClasses, entry.classOrDivision),
    packingGroup: oneOf(packingGroups, entry.packingGroup),
    notifiable: entry.notifiable === true,
    notification: typeof entry.notification === 'string' ? entry.notification : '',
    receptacle: typeof entry.receptacle === 'string' ? entry.receptacle : '',
    receptacleCount: typeof entry.receptacleCount === 'number' ? entry.receptacleCount : null,
    ...quantityOf(entry),
    kept: keptOf(entry),
  };
}

const isQuantity = (value: unknown): value is { amount: number; unit: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { amount?: unknown }).amount === 'number' &&
  typeof (value as { unit?: unknown }).unit === 'string';

/** The quantity in each receptacle: as saved, else a saved total shared out over the receptacles. */
function quantityOf(
  entry: Record<string, unknown>,
): Pick<DangerousGoodsForm, 'quantityAmount' | 'quantityUnit'> {
  const each = entry.receptacleAggregateQuantity;
  const total = entry.totalAggregateQuantity;
  const count = typeof entry.receptacleCount === 'number' ? entry.receptacleCount : 1;
  const quantity = isQuantity(each)
    ? each
    : isQuantity(total)
      ? { amount: total.amount / count, unit: total.unit }
      : null;
  return {
    quantityAmount: quantity?.amount ?? null,
    quantityUnit: oneOf(aggregateQuantityUnits, quantity?.unit),
  };
}

const keptKeys = ['productDescription', 'subsidiaryRisks'] as const;

/** A saved entry's fields the form does not show, as the server gave them. */
function keptOf(entry: Record<string, unknown>): KeptDangerousGoods {
  return Object.fromEntries(
    keptKeys.flatMap((key) => (entry[key] === undefined ? [] : [[key, entry[key]]])),
  ) as KeptDangerousGoods;
}

/** What a saved line (estimate or consignment) carries, in whole mm and g. */
export interface SavedLine {
  id?: string;
  shippingItemPresetId: string | null;
  packagingType: string;
  description: string | null;
  quantity: number;
  length: number;
  width: number;
  height: number;
  weight: number;
  dangerousGoods: readonly Record<string, unknown>[];
  /** A consignment line's pallets by lender; an estimate's line has none. */
  pallets?: { chep: number; loscam: number; other: number } | null;
}

/** Spec 3: a line's pallets by lender for the wire; none typed is null. */
export function linePalletsToWire(pallets: LineValues['pallets']) {
  const counts = { chep: pallets.chep ?? 0, loscam: pallets.loscam ?? 0, other: pallets.other ?? 0 };
  return palletLenders.some((lender) => counts[lender] > 0) ? counts : null;
}

/** A saved line back in cm and kg, keeping its server id when it has one. */
export function savedLineToForm(line: SavedLine): LineForm {
  return {
    ...newLine(),
    id: line.id ?? null,
    presetId: line.shippingItemPresetId,
    packagingType: oneOf(packagingTypeNames, line.packagingType),
    description: line.description ?? '',
    quantity: line.quantity,
    length: roundTo(mmToCm(line.length), CM_DECIMALS),
    width: roundTo(mmToCm(line.width), CM_DECIMALS),
    height: roundTo(mmToCm(line.height), CM_DECIMALS),
    weight: roundTo(gToKg(line.weight), KG_DECIMALS),
    dangerousGoods: line.dangerousGoods.map(dangerousGoodsToForm),
    pallets: line.pallets
      ? {
          chep: line.pallets.chep || null,
          loscam: line.pallets.loscam || null,
          other: line.pallets.other || null,
        }
      : noPallets(),
  };
}
