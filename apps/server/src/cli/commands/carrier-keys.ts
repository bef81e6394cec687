import { issueCarrierKey, listCarrierKeys, revokeCarrierKey } from '../../modules/carrier-api';
import { apiKeyCommands } from './api-key-commands';

export const carrierKeyCommands = apiKeyCommands({
  owner: 'carrier',
  issueSummary: "issue a carrier API key (shown once; the carrier's systems send it as a bearer key)",
  issue: issueCarrierKey,
  issued: (issued) =>
    `Issued key ${issued.id} for ${issued.carrierName}. It is shown only now; give it to the carrier:`,
  revoke: revokeCarrierKey,
  list: listCarrierKeys,
});
