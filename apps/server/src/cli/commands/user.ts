import * as accounts from '../../modules/accounts';
import type { Command } from '../command';
import { yesNo } from '../format';

const userCreate: Command = {
  name: 'user:create',
  usage:
    '--username <name> --email <address> --name <full name> [--phone <number>] [--site <id|name> ...] [--dangerous-goods]',
  summary: 'create a user with a temporary password (printed once; a new one is chosen at first sign-in)',
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    site: { type: 'string', multiple: true },
    'dangerous-goods': { type: 'boolean' },
  },
  prepare(args) {
    const input = {
      username: args.string('username'),
      email: args.string('email'),
      fullName: args.string('name'),
      phone: args.optionalString('phone'),
      sites: args.strings('site'),
      canTransactDangerousGoods: args.flag('dangerous-goods'),
    };
    return async (context) => {
      const { user, sites, temporaryPassword } = await accounts.createUser(context, input);
      const siteList = sites.map((s) => `${s.name} (${s.id})`).join(', ') || 'none yet (user:add-site)';
      return [
        `Created user ${user.username} (${user.fullName}, ${user.email ?? 'no e-mail'})`,
        `Sites: ${siteList}`,
        `Temporary password: ${temporaryPassword ?? '(none)'}`,
        'It works for 7 days, and the user must choose a new password at first sign-in.',
      ];
    };
  },
};

const userAddSite: Command = {
  name: 'user:add-site',
  usage: '--username <name> --site <id|name> [--dangerous-goods]',
  summary: 'give a user a site (again: updates the dangerous goods permission)',
  options: { username: { type: 'string' }, site: { type: 'string' }, 'dangerous-goods': { type: 'boolean' } },
  prepare(args) {
    const input = {
      username: args.string('username'),
      site: args.string('site'),
      canTransactDangerousGoods: args.flag('dangerous-goods'),
    };
    return async (context) => {
      const { user, site, created } = await accounts.addMembership(context, input);
      return [
        `${created ? 'Added' : 'Updated'} ${user.username} at ${site.name} (site ${site.id}); ` +
          `may transact dangerous goods: ${yesNo(input.canTransactDangerousGoods)}`,
      ];
    };
  },
};

const userRemoveSite: Command = {
  name: 'user:remove-site',
  usage: '--username <name> --site <id|name>',
  summary: 'take a site away from a user',
  options: { username: { type: 'string' }, site: { type: 'string' } },
  prepare(args) {
    const input = { username: args.string('username'), site: args.string('site') };
    return async (context) => {
      const { user, site } = await accounts.removeMembership(context, input);
      return [`Removed ${user.username} from ${site.name} (site ${site.id})`];
    };
  },
};

const userResetPassword: Command = {
  name: 'user:reset-password',
  usage: '--username <name>',
  summary: "request a password reset: ends the user's sessions and e-mails a reset code",
  options: { username: { type: 'string' } },
  prepare(args) {
    const input = { username: args.string('username') };
    return async (context) => {
      const { username, email } = await accounts.requestPasswordReset(context, input);
      return [
        `Password reset requested for ${username}: sessions ended, a code was e-mailed to ${email};`,
        'the next sign-in goes to the reset page.',
      ];
    };
  },
};

const userDisable: Command = {
  name: 'user:disable',
  usage: '--username <name>',
  summary: 'stop a user signing in and end their sessions',
  options: { username: { type: 'string' } },
  prepare(args) {
    const input = { username: args.string('username') };
    return async (context) => {
      await accounts.disableUser(context, input);
      return [`Disabled ${input.username.toLowerCase()}; their sessions have ended`];
    };
  },
};

const userEnable: Command = {
  name: 'user:enable',
  usage: '--username <name>',
  summary: 'let a disabled user sign in again',
  options: { username: { type: 'string' } },
  prepare(args) {
    const input = { username: args.string('username') };
    return async (context) => {
      await accounts.enableUser(context, input);
      return [`Enabled ${input.username.toLowerCase()}`];
    };
  },
};

export const userCommands = [
  userCreate,
  userAddSite,
  userRemoveSite,
  userResetPassword,
  userDisable,
  userEnable,
];
