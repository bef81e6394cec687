import {
  consignmentImportMessages as messages,
  dgClasses,
  importColumns,
  MAX_DIMENSION_MM,
  MAX_ITEM_WEIGHT_G,
  MAX_QUANTITY,
  packagingTypeNames,
  packingGroups,
  requiredImportColumns,
  type ImportColumn,
  type ImportRefusal,
  type ImportRefusalCode,
  type PackagingTypeName,
} from '@freight/contracts';
import type { ImportRowValues } from '../../db/schema';
import type { CsvRecord } from '../../platform/imports/csv-reader';

/** A problem of the file as a whole: the import is refused with it and nothing is read. */
export class ImportFileProblem extends Error {}

const TEXT_LIMITS: Partial<Record<ImportColumn, number>> = {
  reference: 100,
  service: 100,
  costCentre: 50,
  receiverName: 100,
  receiverLine1: 100,
  receiverLine2: 100,
  receiverSuburb: 60,
  receiverState: 3,
  receiverPostcode: 4,
  receiverContactName: 100,
  receiverPhone: 30,
  receiverEmail: 100,
  specialInstructions: 500,
  description: 200,
  dgProperShippingName: 200,
};

/** The position of each column named in the header. */
export function readHeader(header: readonly string[]): Map<ImportColumn, number> {
  const byName = new Map(importColumns.map((column) => [column.toLowerCase(), column]));
  const positions = new Map<ImportColumn, number>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (name === '') return;
    const column = byName.get(name.toLowerCase());
    if (!column) throw new ImportFileProblem(messages.unknownColumn(name));
    if (positions.has(column)) throw new ImportFileProblem(messages.repeatedColumn(column));
    positions.set(column, index);
  });
  for (const column of requiredImportColumns)
    if (!positions.has(column)) throw new ImportFileProblem(messages.missingColumn(column));
  return positions;
}

class Refused extends Error {
  constructor(
    readonly code: ImportRefusalCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

const refuse = (code: ImportRefusalCode, reason: string): never => {
  throw new Refused(code, reason);
};

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** YYYY-MM-DD, or DD/MM/YYYY as Australian spreadsheets write dates. */
function dateOf(value: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value);
  const au = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const [y, m, d] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : au
      ? [Number(au[3]), Number(au[2]), Number(au[1])]
      : [0, 0, 0];
  if (y < 2000 || m < 1 || m > 12 || d < 1 || d > (DAYS_IN_MONTH[m - 1] ?? 0)) return null;
  if (m === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);
const packagingByName = new Map(packagingTypeNames.map((name) => [name.toLowerCase(), name]));
const classes = new Set<string>(dgClasses);
const groups = new Set<string>(packingGroups);

/** A measure in centimetres or kilograms, as whole millimetres or grams; null when empty. */
function measure(value: string | null, column: ImportColumn, factor: number, max: number): number | null {
  if (value === null) return null;
  if (!/^\d+(\.\d+)?$/.test(value)) return refuse('notANumber', messages.notANumber(column));
  const scaled = Math.round(Number(value) * factor);
  if (scaled < 1 || scaled > max)
    return refuse('outOfRange', messages.outOfRange(column, 1 / factor, max / factor));
  return scaled;
}

/**
 * One record as an import row, or why it is not a consignment at all. `seen` holds the references of earlier
 * rows (a reference keys the row, so it may appear once in a file).
 */
export function readRow(
  record: CsvRecord,
  positions: ReadonlyMap<ImportColumn, number>,
  width: number,
  seen: Map<string, number>,
): { ok: true; row: ImportRowValues } | { ok: false; refusal: ImportRefusal } {
  const get = (column: ImportColumn): string | null => {
    const index = positions.get(column);
    const value = index === undefined ? undefined : record.fields[index]?.trim();
    if (!value) return null;
    const limit = TEXT_LIMITS[column];
    if (limit !== undefined && value.length > limit) refuse('tooLong', messages.tooLong(column, limit));
    return value;
  };
  let reference: string | null = null;
  try {
    if (record.fields.slice(width).some((field) => field.trim() !== ''))
      refuse('tooManyFields', messages.tooManyFields);
    reference = get('reference');
    if (reference === null) return refuse('referenceMissing', messages.referenceMissing);
    const earlier = seen.get(reference);
    if (earlier !== undefined) refuse('referenceRepeated', messages.referenceRepeated(earlier));
    const name = get('receiverName');
    if (name === null) return refuse('receiverNameMissing', messages.receiverNameMissing);
    const row = {
      row: record.row,
      reference,
      dispatchDate: dispatchDateOf(get('dispatchDate')),
      service: get('service'),
      costCentre: get('costCentre'),
      receiver: {
        name,
        line1: get('receiverLine1'),
        line2: get('receiverLine2'),
        suburb: get('receiverSuburb'),
        state: get('receiverState')?.toUpperCase() ?? null,
        postcode: get('receiverPostcode'),
        residential: yesNo(get('receiverResidential'), 'receiverResidential'),
        contactName: get('receiverContactName'),
        phone: get('receiverPhone'),
        email: get('receiverEmail'),
        specialInstructions: get('specialInstructions'),
      },
      line: {
        packagingType: packagingOf(get('packagingType')),
        description: get('description'),
        quantity: quantityOf(get('quantity')),
        length: measure(get('lengthCm'), 'lengthCm', 10, MAX_DIMENSION_MM),
        width: measure(get('widthCm'), 'widthCm', 10, MAX_DIMENSION_MM),
        height: measure(get('heightCm'), 'heightCm', 10, MAX_DIMENSION_MM),
        weight: measure(get('weightKg'), 'weightKg', 1000, MAX_ITEM_WEIGHT_G),
      },
      dangerousGoods: dangerousGoodsOf(get),
    } satisfies ImportRowValues;
    seen.set(reference, record.row);
    return { ok: true, row };
  } catch (error) {
    if (!(error instanceof Refused)) throw error;
    return { ok: false, refusal: { row: record.row, reference, code: error.code, reason: error.reason } };
  }
}

function dispatchDateOf(value: string | null): string | null {
  if (value === null) return null;
  return dateOf(value) ?? refuse('notADate', messages.notADate('dispatchDate'));
}

function yesNo(value: string | null, column: ImportColumn): boolean {
  if (value === null) return false;
  const lower = value.toLowerCase();
  if (YES.has(lower)) return true;
  if (NO.has(lower)) return false;
  return refuse('notYesOrNo', messages.notYesOrNo(column));
}

function packagingOf(value: string | null): PackagingTypeName {
  if (value === null) return 'Carton';
  return (
    packagingByName.get(value.toLowerCase()) ??
    refuse('unknownPackagingType', messages.unknownPackagingType(packagingTypeNames))
  );
}

function quantityOf(value: string | null): number {
  if (value === null) return 1;
  const quantity = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(quantity >= 1 && quantity <= MAX_QUANTITY))
    return refuse('notAWholeNumber', messages.notAWholeNumber('quantity', MAX_QUANTITY));
  return quantity;
}

function dangerousGoodsOf(get: (column: ImportColumn) => string | null): ImportRowValues['dangerousGoods'] {
  const un = get('dgUnNumber');
  const properShippingName = get('dgProperShippingName');
  const classOrDivision = get('dgClass');
  const packingGroup = get('dgPackingGroup')?.toUpperCase() ?? null;
  if (un === null) {
    if (properShippingName === null && classOrDivision === null && packingGroup === null) return null;
    return refuse('notAUnNumber', messages.notAUnNumber);
  }
  const digits = un.replace(/^UN\s*/i, '');
  if (!/^\d{4}$/.test(digits)) refuse('notAUnNumber', messages.notAUnNumber);
  if (classOrDivision !== null && !classes.has(classOrDivision))
    refuse('unknownDangerousGoodsClass', messages.unknownDangerousGoodsClass);
  if (packingGroup !== null && !groups.has(packingGroup))
    refuse('unknownPackingGroup', messages.unknownPackingGroup);
  return { unNumber: digits, properShippingName, classOrDivision, packingGroup };
}
