import { formMessagesB } from '@freight/contracts';
import { describe, expect, it } from 'vitest';
import { emptyPolicyForm, policyFormSchema, policyFromForm } from './policy-form';
import { issuesOf } from '../../../testing/schema-issues';

describe('carrier service preference form (spec 5)', () => {
  it('requires the address book entry and the agreed service', () => {
    expect(issuesOf(policyFormSchema, emptyPolicyForm())).toEqual([
      ['addressBookEntry', formMessagesB.required],
      ['agreedServiceId', formMessagesB.required],
    ]);
  });

  it('sends the entry, the service and the charge account, never the site', () => {
    const body = policyFromForm({
      addressBookEntry: { id: '7', name: 'Harbour Foods' },
      agreedServiceId: '3',
      carrierChargeAccount: ' ',
    });
    expect(body).toEqual({ addressBookEntryId: '7', agreedServiceId: '3', carrierChargeAccount: null });
    expect(body).not.toHaveProperty('siteId');
  });
});
