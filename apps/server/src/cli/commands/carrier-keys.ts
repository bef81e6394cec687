import { issueCarrierKey, listCarrierKeys, revokeCarrierKey } from '../../modules/carrier-api';
import type { Command } from '../command';
import { listKeysCommand, revokeKeyCommand } from './api-key-commands';

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

const keyRevoke = revokeKeyCommand('carrier:key:revoke', 'carrier', revokeCarrierKey);
const keyList = listKeysCommand('carrier:keys', 'carrier', listCarrierKeys);

export const carrierKeyCommands = [keyIssue, keyRevoke, keyList];
