import type { AdminContext } from '../command';
import { UsageError } from '../args';
import type { Command } from '../command';
import { table } from '../format';

/** A key as the listing shows it: never the key itself, only how it starts. */
export interface ListedKey {
  id: number;
  label: string;
  keyPrefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** `<name> --id <key id>`: revokes one API key at once (carrier and site keys alike). */
export function revokeKeyCommand(
  name: string,
  kind: string,
  revoke: (db: AdminContext['db'], id: number, now: Date) => Promise<unknown>,
): Command {
  return {
    name,
    usage: '--id <key id>',
    summary: `revoke a ${kind} API key at once`,
    options: { id: { type: 'string' } },
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
export function listKeysCommand(
  name: string,
  owner: string,
  list: (db: AdminContext['db'], ref: string) => Promise<{ keys: readonly ListedKey[] }>,
): Command {
  return {
    name,
    usage: `--${owner} <id|name>`,
    summary: `list a ${owner}'s API keys (never the keys themselves)`,
    options: { [owner]: { type: 'string' } },
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
