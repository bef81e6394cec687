import { formMessagesB, shippingCostRecoveryTypes } from '@freight/contracts';
import type { ShippingCostRecoveryInput, ShippingCostRecoveryWire } from '@freight/contracts';
import { centsToDollars, dollarsToCents } from '@freight/rules';
import { z } from 'zod';
import { hasAtMostDecimals } from './line-form';

/** Dollars for the amounts, a percent for the markup percentage. */
export const recoveryFormSchema = z
  .object({
    type: z.enum(shippingCostRecoveryTypes),
    value: z.number({ error: formMessagesB.number }).min(0, formMessagesB.minimum(0)).nullable(),
  })
  .superRefine((recovery, ctx) => {
    if (recovery.type === 'none') return;
    if (recovery.value === null)
      ctx.addIssue({ code: 'custom', message: formMessagesB.required, path: ['value'] });
    else if (!hasAtMostDecimals(recovery.value, recovery.type === 'markupPercentage' ? 4 : 2))
      ctx.addIssue({
        code: 'custom',
        message: formMessagesB.decimals(recovery.type === 'markupPercentage' ? 4 : 2),
        path: ['value'],
      });
  });
export type RecoveryForm = z.input<typeof recoveryFormSchema>;

/** DESIGN 5a: { type, value }; amounts typed in dollars travel in cents, a percentage as typed. */
export function recoveryToWire(recovery: RecoveryForm): ShippingCostRecoveryInput {
  if (recovery.type === 'none' || recovery.value === null) return { type: 'none', value: null };
  if (recovery.type === 'markupPercentage') return { type: recovery.type, value: recovery.value };
  return { type: recovery.type, value: dollarsToCents(recovery.value) };
}

/** The wire's recovery (cents or percent) as the form shows it. */
export function recoveryFromWire(recovery: ShippingCostRecoveryWire): RecoveryForm {
  if (recovery.type === 'none' || recovery.value === null) return { type: 'none', value: null };
  if (recovery.type === 'markupPercentage') return { type: recovery.type, value: recovery.value };
  return { type: recovery.type, value: centsToDollars(recovery.value) };
}
