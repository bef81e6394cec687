import type { ListedKey } from '../../platform/security/api-key-store';
import { UsageError, stringOptions } from '../args';
import type { AdminContext, Command } from '../command';
import { table } from '../format';

type Db = AdminContext['db'];

interface KeyCommandsSpec<I extends { id: number; key: string }> {
  /** The owner's option and the commands' prefix: `carrier` makes carrier:key, carrier:key:revoke, carrier:keys. */
  owner: string;
  /** What issuing says. */
  issueSummary: string;
  issue: (db: Db, ref: string, label: string) => Promise<I>;
  /** The line above the key, which is shown only once. */
  issued: (issued: I) => string;
  revoke: (db: Db, id: number, now: Date) => Promise<unknown>;
  list: (db: Db, ref: string) => Promise<{ keys: readonly ListedKey[] }>;
}

/** An owner's three key commands: issue (`<owner>:key`), revoke (`<owner>:key:revoke`) and list (`<owner>:keys`). */
export function apiKeyCommands<I extends { id: number; key: string }>(spec: KeyCommandsSpec<I>): Command[] {
  const { owner } = spec;
  const issue: Command = {
    name: `${owner}:key`,
    usage: `--${owner} <id|name> [--label <text>]`,
    summary: spec.issueSummary,
    options: stringOptions(owner, 'label'),
    prepare(args) {
      const ref = args.string(owner);
      const label = args.optionalString('label') ?? 'API key';
      return async (context) => {
        const issued = await spec.issue(context.db, ref, label);
        return [spec.issued(issued), issued.key];
      };
    },
  };
  return [
    issue,
    revokeKeyCommand(`${owner}:key:revoke`, owner, spec.revoke),
    listKeysCommand(`${owner}:keys`, owner, spec.list),
  ];
}

/** `<name> --id <key id>`: revokes one API key at once (carrier and site keys alike). */
function revokeKeyCommand(
  name: string,
  kind: string,
  revoke: (db: Db, id: number, now: Date) => Promise<unknown>,
): Command {
  return {
    name,
    usage: '--id <key id>',
    summary: `revoke a ${kind} API key at once`,
    options: stringOptions('id'),
    prepare(args) {
      const text = args.string('id');
      if (!/^[1-9]\d{0,9}$/.test(text)) throw new UsageError(`--id takes a key id; got '${text}'`);
      return async (context) => {
        await revoke(context.db, Number(text), context.clock.now());
        return [`Revoked key ${text}`];
      };
    },
  };
}

/** `<name> --<owner> <id|name>`: lists an owner's API keys. */
function listKeysCommand(
  name: string,
  owner: string,
  list: (db: Db, ref: string) => Promise<{ keys: readonly ListedKey[] }>,
): Command {
  return {
    name,
    usage: `--${owner} <id|name>`,
    summary: `list a ${owner}'s API keys (never the keys themselves)`,
    options: stringOptions(owner),
    prepare(args) {
      const ref = args.string(owner);
      return async (context) => {
        const { keys } = await list(context.db, ref);
        const when = (date: Date | null) => (date ? date.toISOString() : '');
        return table(
          ['id', 'label', 'starts with', 'created', 'last used', 'revoked'],
          keys.map((k) => [
            String(k.id),
            k.label,
            `${k.keyPrefix}…`,
            when(k.createdAt),
            when(k.lastUsedAt),
            when(k.revokedAt),
          ]),
        );
      };
    },
  };
}
