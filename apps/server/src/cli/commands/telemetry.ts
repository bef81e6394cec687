import { telemetryKinds } from '@freight/contracts';
import { mostFrequent } from '../../modules/telemetry';
import { UsageError, stringOptions } from '../args';
import type { Command } from '../command';
import { table } from '../format';

const DAY_MS = 86_400_000;

const wholeNumber = (text: string | undefined, name: string, fallback: number, max: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new UsageError(`--${name} takes a whole number from 1 to ${max}; got '${text}'`);
  return value;
};

const top: Command = {
  name: 'telemetry:top',
  usage: `[--kind ${telemetryKinds.join('|')}] [--days <n>] [--limit <n>]`,
  summary:
    'the most frequent telemetry events (by default the ten most frequent validation errors of the week)',
  options: stringOptions('kind', 'days', 'limit'),
  prepare(args) {
    const kind = args.choice('kind', telemetryKinds) ?? 'validation';
    const days = wholeNumber(args.optionalString('days'), 'days', 7, 366);
    const limit = wholeNumber(args.optionalString('limit'), 'limit', 10, 1000);
    return async (context) => {
      const since = new Date(context.clock.now().getTime() - days * DAY_MS);
      const rows = await mostFrequent(context.db, { kind, since, limit });
      if (rows.length === 0) return [`No ${kind} events in the last ${days} days`];
      return table(
        ['events', 'users', 'name', 'pointer', 'last'],
        rows.map((row) => [
          String(row.events),
          String(row.users),
          row.name,
          row.pointer ?? '',
          row.last.toISOString(),
        ]),
      );
    };
  },
};

export const telemetryCommands = [top];
