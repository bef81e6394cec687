import { carrierPreferenceMessages } from '@freight/contracts';
import type { CarrierPreference, Site } from '@freight/contracts';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { SelectField, useAppForm } from '../../../shared/ui/form';
import type { ServerErrorPlacement } from '../../../shared/ui/form';
import { siteFormModal } from '../../../shared/ui/list/site-form-modal';
import { ModalForm } from '../../../shared/ui/list/ModalForm';
import { siteRecordStore } from '../../../shared/ui/list/record-save';
import { useCreatePolicy } from '../api/create-policy';
import { usePolicy } from '../api/get-policy';
import { useUpdatePolicy } from '../api/update-policy';
import { activeServices, billedAccounts, serviceLabel } from '../lib/agreed-services';
import { emptyPolicyForm, policyFormSchema, policyFromForm, policyToForm } from '../lib/policy-form';
import type { PolicyForm } from '../lib/policy-form';
import { EntryPickerField } from './EntryPickerField';

const placement: ServerErrorPlacement<PolicyForm> = {
  fields: {
    addressBookEntryId: 'addressBookEntry',
    agreedServiceId: 'agreedServiceId',
    carrierChargeAccount: 'carrierChargeAccount',
  },
  // spec 5, 8: a 409 means the address already has a preference
  conflict: { field: 'addressBookEntry', message: carrierPreferenceMessages.addressHasPreference },
};

function PolicyFormBody({ site, policy }: { site: Site; policy?: CarrierPreference }) {
  const form = useAppForm(policyFormSchema, policy ? policyToForm(policy) : emptyPolicyForm());
  const store = siteRecordStore({ create: useCreatePolicy(), update: useUpdatePolicy() }, site.id, policy);
  const serviceId = useWatch({ control: form.control, name: 'agreedServiceId' });
  const services = activeServices(site);
  const service = site.agreedServices.find((s) => s.id === serviceId);
  // another service is billed by its own carrier: an account chosen for the previous one no longer applies
  const shownService = useRef(serviceId);
  useEffect(() => {
    if (shownService.current === serviceId) return;
    shownService.current = serviceId;
    form.setValue('carrierChargeAccount', null, { shouldDirty: true });
  }, [serviceId, form]);

  // a policy's current service stays offered even if it is no longer active
  const options = services.map((s) => ({ value: s.id, label: serviceLabel(s) }));
  if (policy && !options.some((o) => o.value === policy.agreedServiceId))
    options.push({ value: policy.agreedServiceId, label: policy.agreedServiceName });

  const save = async (values: PolicyForm) => {
    const data = policyFromForm(values);
    await store(data);
    const name = values.addressBookEntry?.name ?? '';
    return { type: 'success', message: `Carrier service preference for ${name} saved` } as const;
  };

  return (
    <ModalForm form={form} label="Carrier service preference" save={save} placement={placement}>
      <EntryPickerField siteId={site.id} />
      <SelectField<PolicyForm>
        name="agreedServiceId"
        label="Agreed service"
        data={options}
        searchable
        allowDeselect={false}
        nothingFoundMessage="No agreed service"
      />
      <SelectField<PolicyForm>
        name="carrierChargeAccount"
        label="Carrier charge account"
        optional
        data={billedAccounts(site, serviceId ?? null)}
        clearable
        placeholder={
          service ? `${service.carrierChargeAccount} (the service's own)` : 'Choose a service first'
        }
        w={320}
      />
    </ModalForm>
  );
}

/** Create or edit a receiver carrier service preference; unsaved edits ask the data-loss dialog (spec 2.4). */
export const PolicyFormModal = siteFormModal(
  { name: 'carrier service preference', loading: 'the preference', size: 'lg' },
  usePolicy,
  (site, policy) => <PolicyFormBody site={site} policy={policy} />,
);
