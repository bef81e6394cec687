import { issueSiteKey, listSiteKeys, revokeSiteKey } from '../../modules/site-api-keys';
import { apiKeyCommands } from './api-key-commands';

export const siteKeyCommands = apiKeyCommands({
  owner: 'site',
  issueSummary: "issue a site API key (shown once; the site's order system sends it as a bearer key)",
  issue: issueSiteKey,
  issued: (issued) =>
    `Issued key ${issued.id} for site ${issued.siteName}. It is shown only now; give it to the site's systems:`,
  revoke: revokeSiteKey,
  list: listSiteKeys,
});
