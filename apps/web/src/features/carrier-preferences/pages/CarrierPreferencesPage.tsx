import { Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ALL_AGREED_SERVICES, fieldMessages, isRecordIdText } from '@freight/contracts';
import { sentenceCase } from '@freight/rules';
import type { CarrierPreference, Site } from '@freight/contracts';
import { useState } from 'react';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { toast } from '../../../shared/ui/feedback/toast';
import { confirmingDelete } from '../../../shared/ui/list/confirm-delete';
import { ListScreen } from '../../../shared/ui/list/ListScreen';
import { useListScreen } from '../../../shared/ui/list/use-list-screen';
import { useDeletePolicy } from '../api/delete-policy';
import { usePolicies } from '../api/list-policies';
import { useSetPolicyActive } from '../api/set-policy-active';
import { PoliciesTable } from '../components/PoliciesTable';
import { PolicyFormModal } from '../components/PolicyFormModal';
import { serviceLabel } from '../lib/agreed-services';

const FILTER_DEBOUNCE_MS = 250;

/**
 * Why a typed entry id filters nothing, or undefined when it is blank (filters nothing) or an id the API takes:
 * the field says so and the list stays as it was, rather than the list giving way to the API's refusal. Letters
 * and out-of-range numbers are the same mistake, named as the API names it.
 */
const entryIdError = (value: string) => {
  const text = value.trim();
  if (text === '' || isRecordIdText(text)) return undefined;
  return sentenceCase(fieldMessages.id);
};

/**
 * Document 3, 2: receiver carrier service preferences — a fixed agreed service for an address book entry —
 * listed with filters (agreed service or all, entry id, entry name), created, edited, activated, deactivated and
 * deleted.
 */
export function CarrierPreferencesPage({
  site,
  creationPrevented,
}: {
  site: Site;
  creationPrevented: boolean;
}) {
  const [agreedServiceId, setAgreedServiceId] = useState(ALL_AGREED_SERVICES);
  const [entryId, setEntryId] = useState('');
  const [entryName, setEntryName] = useState('');
  const [filters] = useDebouncedValue({ entryId, entryName }, FILTER_DEBOUNCE_MS);
  const entryIdProblem = entryIdError(entryId);
  const list = useListScreen('addressBookEntryName');
  const policies = usePolicies({
    siteId: site.id,
    agreedServiceId,
    // an id the API would refuse names no entry: it is not sent, and its field says why
    addressBookEntryId: entryIdError(filters.entryId) ? '' : filters.entryId.trim(),
    addressBookEntryName: filters.entryName,
    sort: list.sort,
    page: list.page,
  });
  const setActive = useSetPolicyActive();

  const toggle = (policy: CarrierPreference) =>
    setActive.mutate(
      { id: policy.id, active: !policy.isActive },
      {
        onSuccess: () =>
          toast({
            type: 'success',
            message: `Preference for ${policy.addressBookEntryName} ${policy.isActive ? 'deactivated' : 'activated'}`,
          }),
        onError: (error) => toast({ type: 'danger', message: displayMessageFor(error) }),
      },
    );

  const deletePolicy = confirmingDelete(useDeletePolicy(), (policy: CarrierPreference) => ({
    title: `Delete the carrier service preference of ${policy.addressBookEntryName}?`,
    message: `${policy.addressBookEntryName} will no longer be tied to ${policy.agreedServiceName}.`,
    deleted: `Preference for ${policy.addressBookEntryName} deleted`,
  }));

  return (
    <ListScreen
      title="Carrier service preferences"
      description="Receivers whose consignments always go with one agreed service."
      newLabel="New preference"
      creationPrevented={creationPrevented}
      // lined up by their labels: a refused entry id's message below it moves no other filter
      filterLayout={{ gap: 'sm', align: 'flex-start' }}
      filters={
        <>
          <Select
            w={320}
            label="Agreed service"
            data={[
              { value: ALL_AGREED_SERVICES, label: 'All agreed services' },
              ...site.agreedServices.map((s) => ({ value: s.id, label: serviceLabel(s) })),
            ]}
            value={agreedServiceId}
            onChange={(value) => list.refilter(setAgreedServiceId)(value ?? ALL_AGREED_SERVICES)}
            allowDeselect={false}
          />
          <TextInput
            w={140}
            label="Entry id"
            value={entryId}
            onChange={(event) => list.refilter(setEntryId)(event.currentTarget.value)}
            inputMode="numeric"
            error={entryIdProblem}
          />
          <TextInput
            w={300}
            label="Entry name"
            value={entryName}
            onChange={(event) => list.refilter(setEntryName)(event.currentTarget.value)}
          />
        </>
      }
      list={list}
      query={policies}
      noun="preferences"
      table={(rows) => (
        <PoliciesTable
          {...rows}
          onToggle={toggle}
          onDelete={deletePolicy}
          filtered={agreedServiceId !== ALL_AGREED_SERVICES || entryId !== '' || entryName !== ''}
        />
      )}
    >
      <PolicyFormModal site={site} {...list.form} />
    </ListScreen>
  );
}
