import { Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { AddressSuggestion } from '@freight/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RequestError } from '../../../shared/ui/feedback/RequestError';
import { createAddressFromSuggestion } from '../api/create-address';
import { verifyQuery } from '../api/verify-address';
import { useApplyAddress } from '../hooks/use-apply-address';
import { addressMatchesForm } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';
import classes from './EntryForm.module.css';

/** The suggestions of a verification, each a button that makes it the entry's address; nothing when there are none. */
export function SuggestionList({
  suggestions,
  onPick,
  picking,
}: {
  suggestions: readonly AddressSuggestion[];
  onPick: (suggestion: AddressSuggestion) => void;
  picking: boolean;
}) {
  if (suggestions.length === 0) return null;
  return (
    <Stack gap={4} component="ul" aria-label="Addresses found" className={classes.suggestions}>
      {suggestions.map((suggestion) => (
        <li key={suggestion.id}>
          <UnstyledButton
            className={classes.suggestion}
            onClick={() => onPick(suggestion)}
            disabled={picking}
            aria-label={`Use ${suggestion.label}`}
          >
            {suggestion.label}
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}

/**
 * Spec 7 (H45, H43): an address typed on one line is verified (verifyQuery); the user picks one of the answers,
 * which becomes an address (type addressSuggestion) and fills the street, second line and suburb below.
 */
export function AddressFinder() {
  const [query, setQuery] = useState('');
  const find = useMutation({ mutationFn: verifyQuery });
  const pick = useMutation({ mutationFn: (s: AddressSuggestion) => createAddressFromSuggestion(s.id) });
  const applyAddress = useApplyAddress();
  const { control } = useFormContext<EntryForm>();
  const [held, line1, addressLine2, locality] = useWatch({
    control,
    name: ['madeAddress', 'line1', 'addressLine2', 'locality'],
  });
  const verified = held?.from === 'suggestion' && addressMatchesForm(held, { line1, addressLine2, locality });
  const suggestions = find.data?.suggestions ?? [];

  const run = () => {
    if (query.trim()) find.mutate(query.trim());
  };
  const choose = (suggestion: AddressSuggestion) =>
    pick.mutate(suggestion, {
      onSuccess: (address) => {
        applyAddress(address);
        find.reset();
        setQuery('');
      },
    });

  return (
    <Stack gap={6}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Find an address"
          description="Type the whole address on one line; the street, suburb and postcode are filled in for you."
          placeholder="18 Cremorne Street Richmond VIC 3121"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter finds the address rather than saving the entry
            if (event.key === 'Enter') {
              event.preventDefault();
              run();
            }
          }}
        />
        <Button variant="default" onClick={run} loading={find.isPending} disabled={!query.trim()}>
          Find
        </Button>
      </Group>
      <div aria-live="polite">
        <RequestError request={find} />
        <RequestError request={pick} />
        {find.isSuccess && suggestions.length === 0 ? (
          <Text size="sm">No address found. Type the street and pick the suburb below.</Text>
        ) : null}
        <SuggestionList suggestions={suggestions} onPick={choose} picking={pick.isPending} />
        {!find.data && verified ? (
          <Text size="sm" c="teal.8">
            Verified address
          </Text>
        ) : null}
      </div>
    </Stack>
  );
}
