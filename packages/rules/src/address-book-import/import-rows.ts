import {
  addressBookImportColumns,
  addressBookImportMessages,
  addressBookMessages,
  australianStates,
  ENTRY_NAME_MAX,
  entryPalletTransferTypes,
  formMessagesB,
  isAustralianState,
  palletLenders,
  QUICK_ACCESS_CODE_MAX,
  requiredAddressBookImportColumns,
  weekDays,
  type AddressBookImportColumn as Column,
  type EntryPalletTransferType,
  type OperatingHours,
  type PalletLender,
  type WeekDay,
} from '@freight/contracts';
import { z } from 'zod';
import { sentenceCase } from '../forms';
import { validatePhone } from '../phone';
import { timeProblems } from './time-problems';

/** An import row's contact: a name and at least one detail. */
export interface ImportContact {
  name: string;
  phone: string | null;
  email: string | null;
  specialInstructions: string | null;
  authorityToLeave: boolean;
}

/** A row that passed every check of its own; its locality is matched when it is saved. */
export interface ImportDraft {
  name: string;
  quickAccessCode: string | null;
  line1: string;
  line2: string | null;
  locality: { suburb: string; state: string; postcode: string };
  residential: boolean;
  preventConsolidation: boolean;
  requiresDeliveryTimeSlot: boolean;
  allowedPalletTypes: PalletLender[];
  preferredTransferType: EntryPalletTransferType;
  operatingHours: OperatingHours | null;
  contact: ImportContact | null;
}

export interface ImportRow {
  /** The line of the file, counting the header as line 1, as a spreadsheet numbers it. */
  line: number;
  name: string;
  draft?: ImportDraft;
  /** Why the row is refused, each as "column: Message". */
  problems: string[];
  /** What was read other than as written, for the user to check; the row is still imported. */
  warnings: string[];
}

type Record_ = Partial<Record<Column, string>>;

const problem = (column: Column, message: string) => `${column}: ${sentenceCase(message)}`;

const truthy = ['yes', 'y', 'true', '1'];
const falsy = ['no', 'n', 'false', '0', ''];

function readBoolean(record: Record_, column: Column, problems: string[]): boolean {
  const value = (record[column] ?? '').trim().toLowerCase();
  if (truthy.includes(value)) return true;
  if (!falsy.includes(value)) problems.push(problem(column, formMessagesB.oneOf(['yes', 'no'])));
  return false;
}

function readText(record: Record_, column: Column, max: number, problems: string[], required = false) {
  const value = (record[column] ?? '').trim();
  if (required && !value) problems.push(problem(column, formMessagesB.required));
  else if (value.length > max) problems.push(problem(column, formMessagesB.maxLength(max)));
  return value;
}

const dayNames: Record<string, WeekDay> = Object.fromEntries(
  weekDays.flatMap((day) => [
    [day, day],
    [day.slice(0, 3), day],
  ]),
);

/** 'mon-fri', 'mon;wed;fri' or 'saturday': the open days, or undefined when a token is not a day. */
export function parseDays(text: string): WeekDay[] | undefined {
  const days = new Set<WeekDay>();
  for (const token of text
    .toLowerCase()
    .split(/[;,\s]+/)
    .filter(Boolean)) {
    const [from, to, extra] = token.split('-');
    const first = from === undefined ? undefined : dayNames[from];
    const last = to === undefined ? first : dayNames[to];
    if (!first || !last || extra !== undefined) return undefined;
    const start = weekDays.indexOf(first);
    const end = weekDays.indexOf(last);
    if (end < start) return undefined;
    for (const day of weekDays.slice(start, end + 1)) days.add(day);
  }
  return weekDays.filter((day) => days.has(day));
}

/** '7:30' is read as '07:30'; other text is left for the time check to refuse. */
const normaliseTime = (value: string) => (/^\d:\d\d$/.test(value) ? `0${value}` : value);

function readHours(record: Record_, residential: boolean, problems: string[]): OperatingHours | null {
  const daysText = (record.openDays ?? '').trim();
  const opens = normaliseTime((record.opens ?? '').trim());
  const closes = normaliseTime((record.closes ?? '').trim());
  if (!daysText && !opens && !closes) return null;
  if (residential) {
    problems.push(problem('openDays', addressBookMessages.operatingHoursResidential));
    return null;
  }
  const days = daysText ? parseDays(daysText) : undefined;
  if (!daysText) problems.push(problem('openDays', formMessagesB.required));
  else if (!days) problems.push(problem('openDays', formMessagesB.oneOf(weekDays.map((d) => d.slice(0, 3)))));
  const times = timeProblems(opens, closes);
  if (times.from) problems.push(problem('opens', times.from));
  if (times.to) problems.push(problem('closes', times.to));
  if (!days || times.from || times.to) return null;
  const operatingDays = Object.fromEntries(
    weekDays.map((day) => [day, days.includes(day) ? { open: opens, close: closes } : null]),
  ) as OperatingHours['operatingDays'];
  return { differentEachDay: false, operatingDays };
}

const isEmail = (text: string) => z.email().safeParse(text).success;

/** The contact's columns, checked as the entry form checks a contact (spec 5.2 for the phone). */
function readContact(record: Record_, problems: string[]): ImportContact | null {
  const authorityToLeave = readBoolean(record, 'authorityToLeave', problems);
  const name = (record.contactName ?? '').trim();
  const phone = (record.contactPhone ?? '').trim();
  const email = (record.contactEmail ?? '').trim();
  const specialInstructions = (record.specialInstructions ?? '').trim();
  if (!name && !phone && !email && !specialInstructions && !authorityToLeave) return null;
  const found: string[] = [];
  if (!name) found.push(problem('contactName', formMessagesB.required));
  else if (name.length > 100) found.push(problem('contactName', formMessagesB.maxLength(100)));
  const phoneProblem = phone.length > 30 ? formMessagesB.maxLength(30) : validatePhone(phone);
  if (phoneProblem) found.push(problem('contactPhone', phoneProblem));
  if (email.length > 254) found.push(problem('contactEmail', formMessagesB.maxLength(254)));
  else if (email && !isEmail(email)) found.push(problem('contactEmail', formMessagesB.email));
  if (specialInstructions.length > 500)
    found.push(problem('specialInstructions', formMessagesB.maxLength(500)));
  problems.push(...found);
  if (found.length > 0) return null;
  return {
    name,
    phone: phone || null,
    email: email || null,
    specialInstructions: specialInstructions || null,
    authorityToLeave,
  };
}

/**
 * A spreadsheet reads 0800 (Darwin) as the number 800: a three-digit postcode gets its leading zero back,
 * with a warning on the row to check it.
 */
export function readPostcode(text: string): { postcode: string; warning?: string } {
  if (!/^\d{3}$/.test(text)) return { postcode: text };
  const postcode = `0${text}`;
  return { postcode, warning: `postcode: ${addressBookImportMessages.postcodePadded(text, postcode)}` };
}

/** Checks one row of the file; a row with any problem becomes no draft, so nothing is made from it. */
export function checkRow(record: Record_, line: number): ImportRow {
  const problems: string[] = [];
  const name = readText(record, 'name', ENTRY_NAME_MAX, problems, true);
  const code = (record.quickAccessCode ?? '').trim();
  if (code.length > QUICK_ACCESS_CODE_MAX)
    problems.push(problem('quickAccessCode', formMessagesB.maxLength(QUICK_ACCESS_CODE_MAX)));
  if (/\s/.test(code)) problems.push(problem('quickAccessCode', formMessagesB.spaces));
  const line1 = readText(record, 'line1', 100, problems, true);
  const line2 = readText(record, 'line2', 100, problems);
  const suburb = readText(record, 'suburb', 60, problems, true);
  const state = readText(record, 'state', 30, problems, true).toUpperCase();
  if (state && !isAustralianState(state))
    problems.push(problem('state', formMessagesB.oneOf(australianStates)));
  const { postcode, warning } = readPostcode(readText(record, 'postcode', 30, problems, true));
  if (postcode && !/^\d{4}$/.test(postcode)) problems.push(problem('postcode', formMessagesB.number));
  const residential = readBoolean(record, 'residential', problems);
  const preventConsolidation = readBoolean(record, 'preventConsolidation', problems);
  const requiresDeliveryTimeSlot = readBoolean(record, 'requiresDeliveryTimeSlot', problems);
  const pallets = (record.palletTypes ?? '')
    .toLowerCase()
    .split(/[;,|\s]+/)
    .filter(Boolean);
  const allowedPalletTypes = palletLenders.filter((lender) => pallets.includes(lender));
  if (pallets.some((p) => !(palletLenders as readonly string[]).includes(p)))
    problems.push(problem('palletTypes', formMessagesB.oneOf(palletLenders)));
  else if (new Set(pallets).size !== pallets.length)
    problems.push(problem('palletTypes', formMessagesB.unique));
  const transfer = (record.palletTransferType ?? '').trim().toLowerCase() || 'none';
  const preferredTransferType = entryPalletTransferTypes.find((t) => t === transfer);
  if (!preferredTransferType)
    problems.push(problem('palletTransferType', formMessagesB.oneOf(entryPalletTransferTypes)));
  const operatingHours = readHours(record, residential, problems);
  const contact = readContact(record, problems);

  const warnings = warning ? [warning] : [];
  if (problems.length > 0) return { line, name, problems, warnings };
  return {
    line,
    name,
    problems,
    warnings,
    draft: {
      name,
      quickAccessCode: code ? code.toUpperCase() : null,
      line1,
      line2: line2 || null,
      locality: { suburb, state, postcode },
      residential,
      preventConsolidation,
      requiresDeliveryTimeSlot,
      allowedPalletTypes,
      preferredTransferType: preferredTransferType ?? 'none',
      operatingHours,
      contact,
    },
  };
}

const refuse = (row: ImportRow, message: string) => {
  row.problems.push(message);
  delete row.draft;
};

/**
 * A quick access code may appear once in a file (case-insensitive, spec 5.1 'values must be unique'), and so
 * may a name at an address: a second row for the same entry would make the import's outcome depend on order.
 */
function checkRepeats(rows: ImportRow[]): void {
  const codes = new Map<string, number>();
  for (const row of rows) {
    const code = row.draft?.quickAccessCode?.toLowerCase();
    if (code) codes.set(code, (codes.get(code) ?? 0) + 1);
  }
  const places = new Map<string, number>();
  for (const row of rows) {
    const code = row.draft?.quickAccessCode?.toLowerCase();
    if (code && (codes.get(code) ?? 0) > 1) refuse(row, problem('quickAccessCode', formMessagesB.unique));
    const draft = row.draft;
    if (!draft) continue;
    const { suburb, state, postcode } = draft.locality;
    const key = [draft.name, draft.line1, suburb, state, postcode]
      .map((part) => part.toLowerCase().replace(/\s+/g, ' '))
      .join('|');
    const earlier = places.get(key);
    if (earlier === undefined) places.set(key, row.line);
    else refuse(row, problem('name', addressBookImportMessages.sameAsRow(earlier)));
  }
}

export type ImportHeader = { ok: true; positions: Map<Column, number> } | { ok: false; missing: Column[] };

/** The position of each import column in the header (any order, any case); other columns are ignored. */
export function readImportHeader(header: readonly string[]): ImportHeader {
  const positions = new Map<Column, number>();
  header.forEach((title, index) => {
    const column = addressBookImportColumns.find((c) => c.toLowerCase() === title.trim().toLowerCase());
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = requiredAddressBookImportColumns.filter((c) => !positions.has(c));
  return missing.length > 0 ? { ok: false, missing } : { ok: true, positions };
}

/** Checks every data row of a file whose header has been read; `line` is each row's spreadsheet line. */
export function checkImportRows(
  positions: ReadonlyMap<Column, number>,
  width: number,
  body: readonly { line: number; values: readonly string[] }[],
): ImportRow[] {
  const checked = body.map(({ line, values }) => {
    const record: Record_ = {};
    for (const [column, position] of positions) record[column] = values[position] ?? '';
    const row = checkRow(record, line);
    if (values.slice(width).some((value) => value.trim() !== ''))
      refuse(row, sentenceCase(addressBookImportMessages.tooManyFields));
    return row;
  });
  checkRepeats(checked);
  return checked;
}
