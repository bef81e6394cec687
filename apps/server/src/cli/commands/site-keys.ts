import { issueSiteKey, listSiteKeys, revokeSiteKey } from '../../modules/site-api-keys';
import { UsageError } from '../args';
import type { Command } from '../command';
import { table } from '../format';

const keyIssue: Command = {
  name: 'site:key',
  usage: '--site <id|name> [--label <text>]',
  summary: "issue a site API key (shown once; the site's order system sends it as a bearer key)",
  options: { site: { type: 'string' }, label: { type: 'string' } },
  prepare(args) {
    const site = args.string('site');
    const label = args.optionalString('label') ?? 'API key';
    return async (context) => {
      const issued = await issueSiteKey(context.db, site, label);
      return [
        `Issued key ${issued.id} for site ${issued.siteName}. It is shown only now; give it to the site's systems:`,
        issued.key,
      ];
    };
  },
};

const keyRevoke: Command = {
  name: 'site:key:revoke',
  usage: '--id <key id>',
  summary: 'revoke a site API key at once',
  options: { id: { type: 'string' } },
  prepare(args) {
    const text = args.string('id');
    if (!/^[1-9]\d{0,9}$/.test(text)) throw new UsageError(`--id takes a key id; got '${text}'`);
    return async (context) => {
      await revokeSiteKey(context.db, Number(text), context.clock.now());
      return [`Revoked key ${text}`];
    };
  },
};

const keyList: Command = {
  name: 'site:keys',
  usage: '--site <id|name>',
  summary: "list a site's API keys (never the keys themselves)",
  options: { site: { type: 'string' } },
  prepare(args) {
    const site = args.string('site');
    return async (context) => {
      const { keys } = await listSiteKeys(context.db, site);
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

export const siteKeyCommands = [keyIssue, keyRevoke, keyList];
