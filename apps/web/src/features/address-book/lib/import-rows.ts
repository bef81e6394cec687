import {
  addressBookMessages,
  australianStates,
  ENTRY_NAME_MAX,
  entryPalletTransferTypes,
  formMessagesB,
  palletLenders,
  QUICK_ACCESS_CODE_MAX,
  weekDays,
} from '@freight/contracts';
import type { EntryPalletTransferType, OperatingHours, PalletLender, WeekDay } from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import { contactFormSchema } from './contact-form';
import type { ContactForm } from './contact-form';
import { importColumns, requiredImportColumns } from './import-columns';
import type { ImportColumn } from './import-columns';
import { timeProblems } from './opening-hours';

/** Our own limit (the spec sets none), so one file cannot flood a site. */
export const MAX_IMPORT_ROWS = 2000;

/** A row that passed the checks the browser can make alone; the locality and code are checked with the API. */
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
  contact: ContactForm | null;
}

export interface ImportRow {
  /** The line of the file, counting the header as line 1, as a spreadsheet numbers it. */
  line: number;
  name: string;
  draft?: ImportDraft;
  problems: string[];
  /** What was read other than as written, for the user to check; the row is still imported. */
  warnings?: string[];
  /** The row's cells as the file had them, for the file of refused rows. */
  values?: string[];
}

export type ParsedFile = { ok: true; header: string[]; rows: ImportRow[] } | { ok: false; problem: string };

type Record_ = Partial<Record<ImportColumn, string>>;

const problem = (column: ImportColumn, message: string) => `${column}: ${sentenceCase(message)}`;

const truthy = ['yes', 'y', 'true', '1'];
const falsy = ['no', 'n', 'false', '0', ''];

function readBoolean(record: Record_, column: ImportColumn, problems: string[]): boolean {
  const value = (record[column] ?? '').trim().toLowerCase();
  if (truthy.includes(value)) return true;
  if (!falsy.includes(value)) problems.push(problem(column, formMessagesB.oneOf(['yes', 'no'])));
  return false;
}

function readText(record: Record_, column: ImportColumn, max: number, problems: string[], required = false) {
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

const contactColumns: Record<keyof Omit<ContactForm, 'id' | 'authorityToLeave'>, ImportColumn> = {
  name: 'contactName',
  phone: 'contactPhone',
  email: 'contactEmail',
  specialInstructions: 'specialInstructions',
};

function readContact(record: Record_, problems: string[]): ContactForm | null {
  const authorityToLeave = readBoolean(record, 'authorityToLeave', problems);
  const contact: ContactForm = {
    name: (record.contactName ?? '').trim(),
    phone: (record.contactPhone ?? '').trim(),
    email: (record.contactEmail ?? '').trim(),
    specialInstructions: (record.specialInstructions ?? '').trim(),
    authorityToLeave,
  };
  const given =
    contact.name || contact.phone || contact.email || contact.specialInstructions || authorityToLeave;
  if (!given) return null;
  const parsed = contactFormSchema.safeParse(contact);
  if (parsed.success) return contact;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const column =
      typeof field === 'string' && field in contactColumns
        ? contactColumns[field as keyof typeof contactColumns]
        : 'contactName';
    problems.push(problem(column, issue.message));
  }
  return null;
}

/**
 * A spreadsheet reads 0800 (Darwin) as the number 800: a three-digit postcode gets its leading zero back,
 * with a warning on the row to check it.
 */
export function readPostcode(text: string): { postcode: string; warning?: string } {
  if (!/^\d{3}$/.test(text)) return { postcode: text };
  const postcode = `0${text}`;
  return { postcode, warning: `postcode: ${text} was read as ${postcode}; check it is right` };
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
  if (state && !(australianStates as readonly string[]).includes(state))
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

/** A quick access code may appear once in a file (case-insensitive, spec 5.1 'values must be unique'). */
function checkCodesUnique(rows: ImportRow[]): void {
  const seen = new Map<string, number>();
  for (const row of rows) {
    const code = row.draft?.quickAccessCode?.toLowerCase();
    if (code) seen.set(code, (seen.get(code) ?? 0) + 1);
  }
  for (const row of rows) {
    const code = row.draft?.quickAccessCode?.toLowerCase();
    if (code && (seen.get(code) ?? 0) > 1) {
      row.problems.push(problem('quickAccessCode', formMessagesB.unique));
      delete row.draft;
    }
  }
}

/** Reads an import file: a header naming the columns (any order, any case), then one entry a row. */
export function readImportFile(rows: string[][]): ParsedFile {
  const [header, ...body] = rows;
  if (!header) return { ok: false, problem: 'The file is empty. Start from the template.' };
  const positions = new Map<ImportColumn, number>();
  header.forEach((title, index) => {
    const column = importColumns.find((c) => c.toLowerCase() === title.trim().toLowerCase());
    if (column && !positions.has(column)) positions.set(column, index);
  });
  const missing = requiredImportColumns.filter((c) => !positions.has(c));
  if (missing.length > 0)
    return { ok: false, problem: `The file has no ${missing.join(', ')} column. Start from the template.` };
  if (body.length === 0) return { ok: false, problem: 'The file has no rows to import.' };
  if (body.length > MAX_IMPORT_ROWS)
    return {
      ok: false,
      problem: `The file has ${body.length} rows; import at most ${MAX_IMPORT_ROWS} at a time.`,
    };
  const checked = body.map((values, index) => {
    const record: Record_ = {};
    for (const [column, position] of positions) record[column] = values[position] ?? '';
    return { ...checkRow(record, index + 2), values };
  });
  checkCodesUnique(checked);
  return { ok: true, header, rows: checked };
}
