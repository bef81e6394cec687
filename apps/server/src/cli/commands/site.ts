import { palletTypeValues, statusValues, transferPolicyValues } from '@freight/contracts';
import * as accounts from '../../modules/accounts';
import { UsageError, type Args, stringOptions } from '../args';
import { statusHelp, type Command } from '../command';
import { describeSite } from './site-description';
import { statusCommand } from './status-command';

const siteCreate: Command = {
  name: 'site:create',
  usage: `--org <id|name> --name <name> [--status <${statusHelp}>] [--display-name <text>] [--label <text>]`,
  summary: 'create a site in an organisation (status defaults to onboarding)',
  options: stringOptions('org', 'name', 'status', 'display-name', 'label'),
  prepare(args) {
    const input = {
      organisation: args.string('org'),
      name: args.string('name'),
      status: args.choice('status', statusValues) ?? 'onboarding',
      displayName: args.optionalString('display-name'),
      label: args.optionalString('label'),
    };
    return async (context) => {
      const site = await accounts.createSite(context, input);
      return [`Created site ${site.id} '${site.name}' (${site.status})`];
    };
  },
};

const siteStatus = statusCommand({
  owner: 'site',
  noun: 'Site',
  summary: "set a site's status",
  set: (context, site, status) => accounts.setSiteStatus(context, { site, status }),
});

/** Each on|off switch and the setting it changes. */
const switches = {
  'dangerous-goods': 'dangerousGoodsTransacting',
  'dangerous-goods-notifiable': 'dangerousGoodsNotifiable',
  'order-integration': 'orderIntegrationEnabled',
  import: 'importEnabled',
  'price-masking': 'priceMaskingEnabled',
  'delivery-time-slots': 'deliveryTimeSlotsEnabled',
  pallets: 'palletManagementEnabled',
  consolidation: 'orderConsolidationEnabled',
  'cost-centre-required': 'costCentreRequired',
} as const satisfies Record<string, keyof accounts.SiteSettings>;

function costCentre(text: string): accounts.CostCentre {
  const [code, ...rest] = text.split('=');
  const description = rest.join('=').trim();
  if (!code?.trim() || !description)
    throw new UsageError(`--cost-centre takes CODE=Description; got '${text}'`);
  return { code: code.trim(), description };
}

function flagSettings(args: Args): accounts.SiteSettings {
  const settings: accounts.SiteSettings = {};
  for (const [option, key] of Object.entries(switches)) {
    const value = args.onOff(option);
    if (value !== undefined) settings[key] = value;
  }
  const policy = args.choice('transfer-policy', transferPolicyValues);
  if (policy) settings.importTransferPolicy = policy;
  const palletTypes = args.optionalString('pallet-types');
  if (palletTypes !== undefined) {
    settings.allowedPalletTypes = palletTypes.split(',').map((type) => {
      const found = palletTypeValues.find((known) => known === type.trim());
      if (!found)
        throw new UsageError(`--pallet-types takes ${palletTypeValues.join(',')}; got '${type.trim()}'`);
      return found;
    });
  }
  if (args.has('cost-centre')) settings.costCentres = args.strings('cost-centre').map(costCentre);
  if (Object.keys(settings).length === 0) throw new UsageError('name at least one setting to change');
  return settings;
}

const siteFlags: Command = {
  name: 'site:flags',
  usage: [
    '--site <id|name>',
    ...Object.keys(switches).map((option) => `[--${option} on|off]`),
    `[--transfer-policy ${transferPolicyValues.join('|')}]`,
    `[--pallet-types ${palletTypeValues.join(',')}]`,
    '[--cost-centre CODE=Description ...]',
  ].join(' '),
  summary: "change a site's switches and policies (--cost-centre replaces the list)",
  options: {
    ...stringOptions('site', ...Object.keys(switches), 'transfer-policy', 'pallet-types'),
    'cost-centre': { type: 'string', multiple: true },
  },
  prepare(args) {
    const site = args.string('site');
    const settings = flagSettings(args);
    return async (context) => {
      const updated = await accounts.setSiteFlags(context, { site, ...settings });
      return [`Site ${updated.id} '${updated.name}' updated`, ...describeSite(updated)];
    };
  },
};

export const siteCommands = [siteCreate, siteStatus, siteFlags];
