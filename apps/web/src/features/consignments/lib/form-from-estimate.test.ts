import { describe, expect, it } from 'vitest';
import { estimate } from '../../../testing/estimate-fixture';
import { site } from '../../../testing/fixtures';
import { defaultConsignmentForm } from './form-defaults';
import { knownIdentity } from './form-parties';
import { estimateToConsignmentForm } from './form-from-estimate';
import { consignmentFormSchema, partyFormSchema } from './form-schema';

const melbourneDc = site('1', 'Melbourne DC');

/** The shared estimate, its receiver asking a tailgate too: every receiver option it carries is one a new form lacks. */
const saved = estimate();
const withTailgate = estimate({ receiver: { ...saved.receiver, tailgate: true } });

describe('an estimate converted to a consignment (L16)', () => {
  const start = defaultConsignmentForm({
    type: 'inbound',
    site: melbourneDc,
    customFields: [],
    recovery: { type: 'none', value: null },
    today: '2026-03-01',
  });
  const form = estimateToConsignmentForm(withTailgate, start, melbourneDc.addressId);

  it('takes the estimate’s type, date, references, receiver options, lines in cm and kg, and recovery', () => {
    expect(form).toMatchObject({
      type: 'outbound',
      dispatchDate: '2026-03-06',
      references: ['PO-9'],
      receiverExtras: { tailgate: true, authorityToLeave: true, handUnload: true },
      lineItems: [
        { packagingType: 'Carton', description: 'Medium carton', quantity: 3, length: 45, weight: 8.046 },
      ],
      recovery: { type: 'markupAmount', value: 2.5 },
    });
  });

  it('keeps an entry with its address, and asks the street of a suburb-only party', () => {
    const values = consignmentFormSchema({ costCentreRequired: false }).safeParse(form);
    expect(knownIdentity(partyFormSchema.parse(form.receiver), melbourneDc)).toEqual({
      name: 'Osborne Park Electrical Wholesale',
      addressId: '88',
      addressBookEntryId: '12',
    });
    expect(form.sender).toMatchObject({ mode: 'new', locality: { id: '77', label: 'Melbourne VIC 3000' } });
    expect(values.success).toBe(false);
    const paths = values.success ? [] : values.error.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['sender.name', 'sender.line1']);
  });
});
