import { Alert, Button, Group, List, Text } from '@mantine/core';
import type { AddressSuggestion, Entry } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { RequestError } from '../../../shared/ui/feedback/RequestError';
import { createAddressFromSuggestion } from '../api/create-address';
import { useApplyAddress } from '../hooks/use-apply-address';
import type { EntryCheck } from '../hooks/use-entry-checks';
import { localityLabelOf } from '../lib/entry-form';
import { SuggestionList } from './AddressFinder';

/** As the list shows an entry's address: street lines, then locality, state and postcode. */
const entryAddress = (entry: Entry) => {
  const { address } = entry.location;
  const street = [address.line1, address.line2].filter(Boolean).join(', ');
  return `${street}, ${localityLabelOf(address)}`;
};

/**
 * What stopped the save: possible duplicates of the entry, or a typed address that could not be verified, whose
 * suggestions the user may pick instead (each made an address with type addressSuggestion).
 */
export function EntryCheckPanel({
  check,
  onGoOn,
  onPicked,
}: {
  check: EntryCheck;
  onGoOn: () => void;
  onPicked: () => void;
}) {
  // the panel opens below the form, often under the drawer's fold: it is brought into view with the focus on it,
  // so the Save that raised it is seen to have done something
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    panel.current?.focus({ preventScroll: true });
  }, [check.kind]);
  const applyAddress = useApplyAddress();
  const pick = useMutation({ mutationFn: (s: AddressSuggestion) => createAddressFromSuggestion(s.id) });
  const choose = (suggestion: AddressSuggestion) =>
    pick.mutate(suggestion, {
      onSuccess: (address) => {
        applyAddress(address);
        onPicked();
      },
    });
  if (check.kind === 'duplicates')
    return (
      <Alert ref={panel} tabIndex={-1} color="yellow" title="Possible duplicates" role="alert">
        <Text size="sm" mb="xs">
          This site already has entries with this name or at this address. Check them before saving another.
        </Text>
        <List size="sm" mb="sm" aria-label="Possible duplicates">
          {check.entries.map((duplicate) => (
            <List.Item key={duplicate.id}>
              {duplicate.name}
              {duplicate.quickAccessCode ? ` (${duplicate.quickAccessCode})` : ''}, {entryAddress(duplicate)}
            </List.Item>
          ))}
        </List>
        <Group justify="flex-end">
          <Button size="xs" variant="default" onClick={onGoOn}>
            Save anyway
          </Button>
        </Group>
      </Alert>
    );
  return (
    <Alert ref={panel} tabIndex={-1} color="yellow" title="This address could not be verified" role="alert">
      <Text size="sm" mb="xs">
        {check.suggestions.length > 0
          ? 'Choose one of these addresses, or save the address as you typed it.'
          : 'No similar address was found. Check the street and suburb, or save the address as you typed it.'}
      </Text>
      <SuggestionList suggestions={check.suggestions} onPick={choose} picking={pick.isPending} />
      <RequestError request={pick} />
      <Group justify="flex-end" mt="sm">
        <Button size="xs" variant="default" onClick={onGoOn}>
          Use the address as typed
        </Button>
      </Group>
    </Alert>
  );
}
