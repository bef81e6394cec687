import { movementTypes, shippingCostRecoverySchema, shippingCostRecoveryTypes } from '@freight/contracts';
import { siteByRef } from '../../modules/accounts';
import { dollarsToCents, percent } from '../../modules/carriers';
import { setShippingCostRecoveryDefault } from '../../modules/quotes';
import { UsageError, type Args, stringOptions } from '../args';
import type { Command } from '../command';

const resources = ['consignment', 'estimate'] as const;
const movements = [...movementTypes, 'any'] as const;

/** Amounts are typed in dollars and kept in cents; a markup percentage is kept as typed. */
function recoveryValue(args: Args, type: (typeof shippingCostRecoveryTypes)[number]): number | null {
  const text = args.optionalString('value');
  if (type === 'none') {
    if (text !== undefined) throw new UsageError('--value is not taken with --recovery none');
    return null;
  }
  if (text === undefined) throw new UsageError(`--value is required with --recovery ${type}`);
  if (type === 'markupPercentage') {
    const value = percent(text);
    if (value === null) throw new UsageError(`--value takes a percentage such as 12.5; got '${text}'`);
    return value;
  }
  const cents = dollarsToCents(text);
  if (cents === null) throw new UsageError(`--value takes dollars, e.g. 5.50; got '${text}'`);
  return cents;
}

const describe = (type: string, value: number | null) =>
  type === 'none'
    ? 'no recovery'
    : type === 'markupPercentage'
      ? `${type} ${value}%`
      : `${type} $${((value ?? 0) / 100).toFixed(2)}`;

const siteRecovery: Command = {
  name: 'site:recovery',
  usage: `--site <id|name> --recovery ${shippingCostRecoveryTypes.join('|')} [--value <dollars|percent>] [--resource ${resources.join('|')}] [--type ${movements.join('|')}]`,
  summary:
    "set a site's default shipping cost recovery for new consignments or estimates (--resource consignment and --type any by default)",
  options: stringOptions('site', 'recovery', 'value', 'resource', 'type'),
  prepare(args) {
    const site = args.string('site');
    const type = args.requiredChoice('recovery', shippingCostRecoveryTypes);
    const parsed = shippingCostRecoverySchema.safeParse({ type, value: recoveryValue(args, type) });
    if (!parsed.success) throw new UsageError(`--value: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
    const resourceType = args.choice('resource', resources) ?? 'consignment';
    const movementType = args.choice('type', movements) ?? 'any';
    return async (context) => {
      const found = await siteByRef(context.db, site);
      await setShippingCostRecoveryDefault(context, {
        siteId: found.id,
        resourceType,
        movementType,
        shippingCostRecovery: parsed.data,
      });
      return [
        `Site ${found.id} '${found.name}': ${resourceType}s of type ${movementType} default to ${describe(type, parsed.data.value)}`,
      ];
    };
  },
};

export const siteRecoveryCommands = [siteRecovery];
