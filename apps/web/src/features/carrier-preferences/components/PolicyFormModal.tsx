import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { carrierPreferenceMessages } from '@freight/contracts';
import type { CarrierPreference, Site } from '@freight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDiscardChanges, useDiscardGuard } from '../../../shared/ui/dialogs';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import { FormErrorsCard, pointerToField, SelectField, useAppForm } from '../../../shared/ui/form';
import { useCreatePolicy } from '../api/create-policy';
import { usePolicy } from '../api/get-policy';
import { useUpdatePolicy } from '../api/update-policy';
import { activeServices, billedAccounts, serviceLabel } from '../lib/agreed-services';
import { emptyPolicyForm, policyFormSchema, policyFromForm, policyToForm } from '../lib/policy-form';
import type { PolicyForm } from '../lib/policy-form';
import { EntryPickerField } from './EntryPickerField';

const wireFields: Record<string, 'addressBookEntry' | 'agreedServiceId' | 'carrierChargeAccount'> = {
  addressBookEntryId: 'addressBookEntry',
  agreedServiceId: 'agreedServiceId',
  carrierChargeAccount: 'carrierChargeAccount',
};

function PolicyFormBody({
  site,
  policy,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  site: Site;
  policy?: CarrierPreference;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useAppForm(policyFormSchema, policy ? policyToForm(policy) : emptyPolicyForm());
  const create = useCreatePolicy();
  const update = useUpdatePolicy();
  const [unplaced, setUnplaced] = useState<string[]>([]);
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
  const dirty = form.formState.isDirty && !(create.isSuccess || update.isSuccess);
  useDiscardGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // a policy's current service stays offered even if it is no longer active
  const options = services.map((s) => ({ value: s.id, label: serviceLabel(s) }));
  if (policy && !options.some((o) => o.value === policy.agreedServiceId))
    options.push({ value: policy.agreedServiceId, label: policy.agreedServiceName });

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const data = policyFromForm(values);
    try {
      if (policy) await update.mutateAsync({ id: policy.id, data });
      else await create.mutateAsync({ siteId: site.id, ...data });
      toast({
        type: 'success',
        message: `Carrier service preference for ${values.addressBookEntry?.name ?? ''} saved`,
      });
      onDone();
    } catch (error) {
      // spec 5, 8: a 409 means the address already has a preference
      if (isApiError(error, 'conflict')) {
        form.setError('addressBookEntry', {
          type: 'server',
          message: carrierPreferenceMessages.addressHasPreference,
        });
        return;
      }
      if (!isApiError(error, 'validation')) {
        setUnplaced([displayMessageFor(error)]);
        return;
      }
      const rest: string[] = [];
      for (const item of error.errors) {
        const field = wireFields[pointerToField(item.source?.pointer ?? '')];
        if (field) form.setError(field, { type: 'server', message: item.detail ?? item.title });
        else rest.push(item.detail ?? item.title);
      }
      setUnplaced(rest);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Carrier service preference">
        <Stack gap="md">
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
          <FormErrorsCard messages={unplaced} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

export type PolicyTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** Create or edit a receiver carrier service preference; unsaved edits ask the data-loss dialog (spec 2.4). */
export function PolicyFormModal({
  site,
  target,
  onClose,
}: {
  site: Site;
  target: PolicyTarget | null;
  onClose: () => void;
}) {
  const policy = usePolicy(target?.mode === 'edit' ? target.id : undefined);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = async () => {
    if (dirty.current && !(await confirmDiscardChanges())) return;
    dirty.current = false;
    onClose();
  };
  const done = () => {
    dirty.current = false;
    onClose();
  };
  const props = { site, onDone: done, onCancel: () => void requestClose(), onDirtyChange };

  let body = null;
  if (target?.mode === 'create') body = <PolicyFormBody {...props} />;
  else if (policy.data) body = <PolicyFormBody key={policy.data.id} {...props} policy={policy.data} />;
  else if (policy.isError) body = <Alert color="red">{displayMessageFor(policy.error)}</Alert>;
  else if (target) body = <PageLoader label="Loading the preference" />;

  return (
    <Modal
      opened={target !== null}
      onClose={() => void requestClose()}
      title={target?.mode === 'edit' ? 'Edit carrier service preference' : 'New carrier service preference'}
      size="lg"
      centered
    >
      {body}
    </Modal>
  );
}
