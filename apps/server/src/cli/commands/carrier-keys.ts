import { issueCarrierKey, listCarrierKeys, revokeCarrierKey } from '../../modules/carrier-api';
import { UsageError } from '../args';
import type { Command } from '../command';
import { table } from '../format';

const keyIssue: Command = {
  name: 'carrier:key',
  usage: '--carrier <id|name> [--label <text>]',
  summary: "issue a carrier API key (shown once; the carrier's systems send it as a bearer key)",
  options: { carrier: { type: 'string' }, label: { type: 'string' } },
  prepare(args) {
    const carrier = args.string('carrier');
    const label = args.optionalString('label') ?? 'API key';
    return async (context) => {
      const issued = await issueCarrierKey(context.db, carrier, label);
      return [
        `Issued key ${issued.id} for ${issued.carrierName}. It is shown only now; give it to the carrier:`,
        issued.key,
      ];
    };
  },
};

const keyRevoke: Command = {
  name: 'carrier:key:revoke',
  usage: '--id <key id>',
  summary: 'revoke a carrier API key at once',
  options: { id: { type: 'string' } },
  prepare(args) {
    const text = args.string('id');
    if (!/^[1-9]\d{0,9}$/.test(text)) throw new UsageError(`--id takes a key id; got '${text}'`);
    return async (context) => {
      await revokeCarrierKey(context.db, Number(text), context.clock.now());
      return [`Revoked key ${text}`];
    };
  },
};

const keyList: Command = {
  name: 'carrier:keys',
  usage: '--carrier <id|name>',
  summary: "list a carrier's API keys (never the keys themselves)",
  options: { carrier: { type: 'string' } },
  prepare(args) {
    const carrier = args.string('carrier');
    return async (context) => {
      const { keys } = await listCarrierKeys(context.db, carrier);
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

export const carrierKeyCommands = [keyIssue, keyRevoke, keyList];
