import { statusValues } from '@freight/contracts';
import * as accounts from '../../modules/accounts/accounts.service';
import { statusHelp, type Command } from '../command';

const orgCreate: Command = {
  name: 'org:create',
  usage: `--name <name> --status <${statusHelp}>`,
  summary: 'create an organisation',
  options: { name: { type: 'string' }, status: { type: 'string' } },
  prepare(args) {
    const input = { name: args.string('name'), status: args.requiredChoice('status', statusValues) };
    return async (context) => {
      const org = await accounts.createOrganisation(context, input);
      return [`Created organisation ${org.id} '${org.name}' (${org.status})`];
    };
  },
};

const orgStatus: Command = {
  name: 'org:status',
  usage: `--org <id|name> --status <${statusHelp}>`,
  summary: "set an organisation's status",
  options: { org: { type: 'string' }, status: { type: 'string' } },
  prepare(args) {
    const input = { organisation: args.string('org'), status: args.requiredChoice('status', statusValues) };
    return async (context) => {
      const org = await accounts.setOrganisationStatus(context, input);
      return [`Organisation ${org.id} '${org.name}' is now ${org.status}`];
    };
  },
};

export const orgCommands = [orgCreate, orgStatus];
