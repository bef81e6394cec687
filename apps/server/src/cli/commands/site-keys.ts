import { issueSiteKey, listSiteKeys, revokeSiteKey } from '../../modules/site-api-keys';
import type { Command } from '../command';
import { listKeysCommand, revokeKeyCommand } from './api-key-commands';

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

const keyRevoke = revokeKeyCommand('site:key:revoke', 'site', revokeSiteKey);
const keyList = listKeysCommand('site:keys', 'site', listSiteKeys);

export const siteKeyCommands = [keyIssue, keyRevoke, keyList];
