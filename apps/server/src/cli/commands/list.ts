import * as accounts from '../../modules/accounts';
import { UsageError, stringOptions } from '../args';
import type { AdminContext, Command } from '../command';
import { table } from '../format';
import { siteFlagsPhrase } from './site-description';

const subjects = ['orgs', 'sites', 'users'] as const;
type Subject = (typeof subjects)[number];

async function listOrgs(context: AdminContext) {
  const orgs = await accounts.listOrganisations(context);
  return table(
    ['ID', 'NAME', 'STATUS', 'SITES', 'GS1 PREFIX'],
    orgs.map((o) => [
      String(o.id),
      o.name,
      o.status,
      String(o.siteCount),
      o.gs1 ? `${o.gs1.companyPrefix} (extension ${o.gs1.extensionDigit})` : 'default',
    ]),
  );
}

async function listSites(context: AdminContext, organisation: string | undefined) {
  const sites = await accounts.listSites(context, organisation === undefined ? {} : { organisation });
  return table(
    ['ID', 'ORGANISATION', 'NAME', 'STATUS', 'SETTINGS'],
    sites.map((s) => [String(s.id), s.organisation.name, s.name, s.status, siteFlagsPhrase(s)]),
  );
}

function userState(user: accounts.UserSummary): string {
  const state: string[] = [];
  if (user.disabled) state.push('disabled');
  if (user.hasTemporaryPassword) state.push('temporary-password');
  if (user.passwordResetRequired) state.push('reset-required');
  if (user.preferredMfa !== 'NOMFA') state.push(user.preferredMfa);
  if (!user.acceptedTermsAt) state.push('terms-not-accepted');
  return state.join(', ') || '-';
}

async function listUsers(context: AdminContext, organisation: string | undefined) {
  const users = await accounts.listUsers(context, organisation === undefined ? {} : { organisation });
  return table(
    ['USERNAME', 'NAME', 'EMAIL', 'STATE', 'SITES'],
    users.map((u) => [
      u.username,
      u.fullName,
      u.email ?? '-',
      userState(u),
      u.sites.map((s) => `${s.name}${s.canTransactDangerousGoods ? ' (dg)' : ''}`).join(', ') || '-',
    ]),
  );
}

const list: Command = {
  name: 'list',
  usage: `${subjects.join('|')} [--org <id|name>]`,
  summary: 'list organisations, sites or users (of one organisation with --org)',
  options: stringOptions('org'),
  maxPositionals: 1,
  prepare(args) {
    const subject = subjects.find((s) => s === args.positionals[0]);
    if (!subject) {
      const given = args.positionals[0];
      throw new UsageError(given ? `cannot list '${given}'` : `say what to list: ${subjects.join(', ')}`);
    }
    const organisation = args.optionalString('org');
    if (subject === 'orgs' && organisation !== undefined)
      throw new UsageError('--org applies to sites and users');
    const run: Record<Subject, (context: AdminContext) => Promise<string[]>> = {
      orgs: listOrgs,
      sites: (context) => listSites(context, organisation),
      users: (context) => listUsers(context, organisation),
    };
    return run[subject];
  },
};

export const listCommands = [list];
