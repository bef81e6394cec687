import { statusValues } from '@freight/contracts';
import * as accounts from '../../modules/accounts';
import { UsageError, stringOptions } from '../args';
import { statusHelp, type Command } from '../command';
import { statusCommand } from './status-command';

const orgCreate: Command = {
  name: 'org:create',
  usage: `--name <name> --status <${statusHelp}>`,
  summary: 'create an organisation',
  options: stringOptions('name', 'status'),
  prepare(args) {
    const input = { name: args.string('name'), status: args.requiredChoice('status', statusValues) };
    return async (context) => {
      const org = await accounts.createOrganisation(context, input);
      return [`Created organisation ${org.id} '${org.name}' (${org.status})`];
    };
  },
};

const orgStatus = statusCommand({
  owner: 'org',
  noun: 'Organisation',
  summary: "set an organisation's status",
  set: (context, organisation, status) => accounts.setOrganisationStatus(context, { organisation, status }),
});

const orgGs1: Command = {
  name: 'org:gs1',
  usage: '--org <id|name> (--prefix <7 to 10 digits> [--extension <0-9>] | --clear)',
  summary:
    "set the GS1 company prefix and SSCC extension digit of an organisation's labels (--clear: use GS1_COMPANY_PREFIX)",
  options: { ...stringOptions('org', 'prefix', 'extension'), clear: { type: 'boolean' } },
  prepare(args) {
    const clear = args.flag('clear');
    const prefix = args.optionalString('prefix');
    if (clear === (prefix !== undefined)) throw new UsageError('give either --prefix or --clear');
    const extension = args.optionalString('extension') ?? '0';
    if (!/^\d$/.test(extension))
      throw new UsageError(`--extension takes one digit, 0 to 9; got '${extension}'`);
    const input = {
      organisation: args.string('org'),
      companyPrefix: prefix ?? null,
      extensionDigit: Number(extension),
    };
    return async (context) => {
      const org = await accounts.setOrganisationGs1(context, input);
      return [
        org.gs1CompanyPrefix === null
          ? `Organisation ${org.id} '${org.name}' has no GS1 company prefix of its own: its SSCCs use GS1_COMPANY_PREFIX`
          : `Organisation ${org.id} '${org.name}' issues SSCCs under GS1 company prefix ${org.gs1CompanyPrefix}, extension digit ${org.ssccExtensionDigit}`,
      ];
    };
  },
};

export const orgCommands = [orgCreate, orgStatus, orgGs1];
