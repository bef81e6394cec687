import * as accounts from '../../modules/accounts';
import { stringOptions } from '../args';
import type { AdminContext, Command } from '../command';
import { yesNo } from '../format';

const userCreate: Command = {
  name: 'user:create',
  usage:
    '--username <name> --email <address> --name <full name> [--phone <number>] [--site <id|name> ...] [--dangerous-goods]',
  summary: 'create a user with a temporary password (printed once; a new one is chosen at first sign-in)',
  options: {
    ...stringOptions('username', 'email', 'name', 'phone'),
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
  options: { ...stringOptions('username', 'site'), 'dangerous-goods': { type: 'boolean' } },
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
  options: stringOptions('username', 'site'),
  prepare(args) {
    const input = { username: args.string('username'), site: args.string('site') };
    return async (context) => {
      const { user, site } = await accounts.removeMembership(context, input);
      return [`Removed ${user.username} from ${site.name} (site ${site.id})`];
    };
  },
};

/** `<name> --username <name>`: one change to a user, as its lines tell it. */
const usernameCommand = (
  name: string,
  summary: string,
  change: (context: AdminContext, username: string) => Promise<string[]>,
): Command => ({
  name,
  usage: '--username <name>',
  summary,
  options: stringOptions('username'),
  prepare(args) {
    const username = args.string('username');
    return (context) => change(context, username);
  },
});

const userResetPassword = usernameCommand(
  'user:reset-password',
  "request a password reset: ends the user's sessions and e-mails a reset code",
  async (context, ref) => {
    const { username, email } = await accounts.requestPasswordReset(context, { username: ref });
    return [
      `Password reset requested for ${username}: sessions ended, a code was e-mailed to ${email};`,
      'the next sign-in goes to the reset page.',
    ];
  },
);

const userDisable = usernameCommand(
  'user:disable',
  'stop a user signing in and end their sessions',
  async (context, username) => {
    await accounts.disableUser(context, { username });
    return [`Disabled ${username.toLowerCase()}; their sessions have ended`];
  },
);

const userEnable = usernameCommand(
  'user:enable',
  'let a disabled user sign in again',
  async (context, username) => {
    await accounts.enableUser(context, { username });
    return [`Enabled ${username.toLowerCase()}`];
  },
);

export const userCommands = [
  userCreate,
  userAddSite,
  userRemoveSite,
  userResetPassword,
  userDisable,
  userEnable,
];
