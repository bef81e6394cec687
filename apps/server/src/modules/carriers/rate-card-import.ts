import { errorCodes, rateCardCsvColumns, RATE_CARD_TRANSIT_COLUMN } from '@freight/contracts';
import { normaliseZone, validateRateCard, type Lane, type RateCard } from '@freight/rules';
import { AppError } from '../../platform/errors/app-error';
import { parseCsv, type CsvRecord } from './csv';
import { dollarsPerKgToCents, dollarsToCents } from './decimal';
import type { CarrierDeps } from './deps';
import * as repo from './carriers.repository';
import { storeRateCard } from './rate-cards.service';

export interface RateCardImportInput {
  csv: string;
  /** The date the imported cards take effect. */
  effectiveFrom: string;
  /** Transit business days for rows when the file has no transit days column. */
  transitDays?: number;
  /** Recorded with each card, e.g. the file's name. */
  source?: string;
}

export interface RateCardImportResult {
  cards: { carrier: string; service: string; account: string | null; lanes: number }[];
  lanes: number;
}

interface Problem {
  line: number;
  message: string;
}

interface Columns {
  index: Record<(typeof rateCardCsvColumns)[number], number>;
  transit: number | null;
  breaks: { column: number; fromKg: number }[];
}

interface Group {
  carrier: string;
  service: string;
  account: string | null;
  lines: number[];
  lanes: Lane[];
}

const MAX_PROBLEMS = 50;
const headerName = (cell: string) =>
  cell
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');
const breakHeader = /^(\d{1,6})\s*(?:kg)?\s*\+?$/;

function readHeader(record: CsvRecord, problems: Problem[]): Columns | null {
  const names = record.cells.map(headerName);
  const index = {} as Columns['index'];
  for (const column of rateCardCsvColumns) {
    const at = names.indexOf(column);
    if (at === -1) problems.push({ line: record.line, message: `missing column '${column}'` });
    index[column] = at;
  }
  const transitAt = names.indexOf(RATE_CARD_TRANSIT_COLUMN);
  const breaks: Columns['breaks'] = [];
  names.forEach((name, column) => {
    if ((rateCardCsvColumns as readonly string[]).includes(name) || name === RATE_CARD_TRANSIT_COLUMN) return;
    const match = breakHeader.exec(name);
    if (match) breaks.push({ column, fromKg: Number(match[1]) });
    else
      problems.push({ line: record.line, message: `unknown column '${record.cells[column]?.trim() ?? ''}'` });
  });
  breaks.sort((a, b) => a.fromKg - b.fromKg);
  if (breaks[0]?.fromKg !== 0)
    problems.push({
      line: record.line,
      message: "the weight breaks need a '0' column: the rate per kg from 0 kg",
    });
  return problems.length > 0 ? null : { index, transit: transitAt === -1 ? null : transitAt, breaks };
}

const yes = new Set(['y', 'yes', 'true', '1']);
const no = new Set(['n', 'no', 'false', '0', '']);

/** One lane from a row, or the row's problems. */
function readLane(
  record: CsvRecord,
  columns: Columns,
  transitDefault: number | undefined,
  problems: Problem[],
) {
  const cell = (column: number) => (record.cells[column] ?? '').trim();
  const at = (name: (typeof rateCardCsvColumns)[number]) => cell(columns.index[name]);
  const fail = (message: string) => problems.push({ line: record.line, message });
  const before = problems.length;

  const reciprocalText = at('reciprocal').toLowerCase();
  if (!yes.has(reciprocalText) && !no.has(reciprocalText))
    fail(`reciprocal must be Y or N, got '${at('reciprocal')}'`);
  const money = (name: 'basic' | 'minimum') => {
    const cents = dollarsToCents(at(name));
    if (cents === null) fail(`${name} must be an amount in dollars, got '${at(name)}'`);
    return cents ?? 0;
  };
  const basicCents = money('basic');
  const minimumCents = money('minimum');
  const cubicText = at('cubic conversion');
  const cubic = cubicText === '' ? undefined : Number(cubicText);
  if (cubic !== undefined && (!Number.isInteger(cubic) || cubic < 0 || cubic > 1000))
    fail(`cubic conversion must be whole kg per m³, got '${cubicText}'`);
  const transitText = columns.transit === null ? '' : cell(columns.transit);
  const transit = transitText === '' ? transitDefault : Number(transitText);
  if (transit === undefined)
    fail('transit days are missing: add a transit days column or give --transit-days');
  else if (!Number.isInteger(transit) || transit < 0 || transit > 60)
    fail(`transit days must be a whole number of business days, got '${transitText}'`);

  const rates = columns.breaks.flatMap(({ column, fromKg }) => {
    const value = cell(column);
    if (value === '') return [];
    const ratePerKgCents = dollarsPerKgToCents(value);
    if (ratePerKgCents === null) {
      fail(`the ${fromKg} kg rate must be dollars per kg, got '${value}'`);
      return [];
    }
    return [{ fromKg, ratePerKgCents }];
  });
  const base = rates[0];
  if (!base || base.fromKg !== 0) fail('the 0 kg rate per kg is required');
  if (problems.length > before) return null;
  return {
    fromZone: normaliseZone(at('from zone')),
    toZone: normaliseZone(at('to zone')),
    reciprocal: yes.has(reciprocalText),
    basicCents,
    ratePerKgCents: base?.ratePerKgCents ?? 0,
    minimumCents,
    weightBreaks: rates.slice(1),
    transitBusinessDays: transit ?? 0,
    ...(cubic === undefined ? {} : { cubicConversionKgPerM3: cubic }),
  } satisfies Lane;
}

function groupRows(records: CsvRecord[], columns: Columns, input: RateCardImportInput, problems: Problem[]) {
  const groups = new Map<string, Group>();
  for (const record of records) {
    const carrier = (record.cells[columns.index.carrier] ?? '').trim();
    const service = (record.cells[columns.index.service] ?? '').trim();
    const account = (record.cells[columns.index.account] ?? '').trim() || null;
    if (!carrier || !service) {
      problems.push({ line: record.line, message: 'carrier and service are required' });
      continue;
    }
    const lane = readLane(record, columns, input.transitDays, problems);
    const key = [carrier.toLowerCase(), service.toLowerCase(), account ?? ''].join('\u0000');
    const group = groups.get(key) ?? { carrier, service, account, lines: [], lanes: [] };
    groups.set(key, group);
    if (lane) {
      group.lines.push(record.line);
      group.lanes.push(lane);
    }
  }
  return [...groups.values()];
}

async function resolveGroup(deps: CarrierDeps, group: Group, problems: Problem[]) {
  const line = group.lines[0] ?? 0;
  const carrier = await repo.findCarrierByName(deps.db, group.carrier);
  if (!carrier) {
    problems.push({ line, message: `no carrier named '${group.carrier}'` });
    return null;
  }
  const service = await repo.findServiceByName(deps.db, carrier.id, group.service);
  if (!service) problems.push({ line, message: `${carrier.name} has no service named '${group.service}'` });
  return service ? { carrier, service } : null;
}

function refused(problems: Problem[]): AppError {
  const shown = [...problems].sort((a, b) => a.line - b.line).slice(0, MAX_PROBLEMS);
  const more = problems.length > shown.length ? [`... and ${problems.length - shown.length} more`] : [];
  const count = `${problems.length} problem${problems.length === 1 ? '' : 's'}`;
  return new AppError({
    status: 422,
    code: errorCodes.validation,
    title: 'Rate card not imported',
    detail: [
      `nothing imported, ${count}:`,
      ...shown.map((p) => `line ${p.line}: ${p.message}`),
      ...more,
    ].join('\n'),
  });
}

/**
 * Imports rate cards from CSV in the DESIGN 5 layout: every row is checked (the engine's validateRateCard
 * included) and every problem reported by line; nothing is saved unless the whole file is good. Each
 * (carrier, service, account) in the file becomes a card version from `effectiveFrom`, replacing one of the
 * same date.
 */
export async function importRateCardCsv(
  deps: CarrierDeps,
  input: RateCardImportInput,
): Promise<RateCardImportResult> {
  const problems: Problem[] = [];
  let records: CsvRecord[];
  try {
    records = parseCsv(input.csv);
  } catch (error) {
    throw refused([{ line: 0, message: error instanceof Error ? error.message : String(error) }]);
  }
  const [header, ...rows] = records;
  if (!header || rows.length === 0)
    throw refused([{ line: 1, message: 'the file has no header row and lanes' }]);
  const columns = readHeader(header, problems);
  if (!columns) throw refused(problems);
  const groups = groupRows(rows, columns, input, problems);
  const resolved: { carrier: repo.CarrierRow; service: repo.CarrierServiceRow; group: Group }[] = [];
  for (const group of groups) {
    const found = await resolveGroup(deps, group, problems);
    const card: RateCard = { effectiveFrom: input.effectiveFrom, lanes: group.lanes };
    for (const issue of validateRateCard(card)) {
      const line = issue.lane === null ? 0 : (group.lines[issue.lane] ?? 0);
      problems.push({
        line,
        message: issue.lane === null ? `effective date: ${issue.message}` : issue.message,
      });
    }
    if (found) resolved.push({ ...found, group });
  }
  if (problems.length > 0) throw refused(problems);

  await deps.db.transaction(async (tx) => {
    for (const { service, group } of resolved) {
      await storeRateCard(
        tx,
        {
          carrierServiceId: service.id,
          account: group.account,
          effectiveFrom: input.effectiveFrom,
          source: input.source ?? null,
        },
        group.lanes,
      );
    }
  });
  const cards = resolved.map(({ carrier, service, group }) => ({
    carrier: carrier.name,
    service: service.name,
    account: group.account,
    lanes: group.lanes.length,
  }));
  return { cards, lanes: cards.reduce((sum, card) => sum + card.lanes, 0) };
}
