import { COUNTRY_AU } from '@freight/contracts';
import type { Address, AddressSuggestion, Entry } from '@freight/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { findDuplicates } from '../api/find-duplicates';
import { getLocality } from '../api/get-locality';
import { verifyAddress } from '../api/verify-address';
import type { Verification } from '../api/verify-address';
import { heldAddressId } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';
import { addressForForm, step } from './use-save-entry';

/** What stopped a save for the user to look at: a typed address not verified, or entries it may duplicate. */
export type EntryCheck =
  { kind: 'unverified'; suggestions: AddressSuggestion[] } | { kind: 'duplicates'; entries: Entry[] };

/** The outcome of the checks: the address to save with, or null when a check needs the user first. */
export interface CheckOutcome {
  addressId: string | null;
  /** An address made on the way, which the form keeps so a second try does not make another. */
  made?: Address;
}

const typedKey = (form: EntryForm) =>
  [form.line1.trim(), form.addressLine2.trim(), form.locality?.id ?? ''].join('\n');

/** Spec 7 (H48, H46): the picked locality's parts, then POST verify with type verifyAddress. */
async function verifyTyped(queryClient: QueryClient, form: EntryForm): Promise<Verification> {
  const localityId = form.locality?.id ?? '';
  // localities do not change, so one read serves every later check
  const locality = await queryClient.fetchQuery({
    queryKey: ['address', 'locality', localityId],
    queryFn: () => getLocality(localityId),
    staleTime: Infinity,
  });
  return verifyAddress({
    line1: form.line1.trim(),
    line2: form.addressLine2.trim() || null,
    locality: locality.suburb,
    postcode: locality.postcode,
    subdivision: locality.state,
    countryId: locality.countryId || COUNTRY_AU,
  });
}

/**
 * The checks before an entry is saved: a newly typed address is verified, and the site's entries with the same
 * name or at the same address (H21) are shown as possible duplicates. The user may go on past either; going on
 * holds only while the name and address stay as they were.
 */
export function useEntryChecks(siteId: string, entry: Entry | undefined) {
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<EntryCheck | null>(null);
  const shown = useRef<string | null>(null);
  const accepted = useRef({ typed: '', duplicates: '' });

  const run = useCallback(
    async (form: EntryForm): Promise<CheckOutcome> => {
      setCheck(null);
      if (!heldAddressId(entry, form) && accepted.current.typed !== typedKey(form)) {
        const verification = await step('address', () => verifyTyped(queryClient, form));
        if (!verification.verified) {
          shown.current = typedKey(form);
          setCheck({ kind: 'unverified', suggestions: verification.suggestions });
          return { addressId: null };
        }
      }
      const { id, made } = await addressForForm(entry, form);
      const key = `${form.name.trim().toLowerCase()}\n${id}`;
      if (accepted.current.duplicates !== key) {
        const found = await step('entry', () =>
          findDuplicates({
            siteId,
            name: form.name.trim(),
            location: { address: { id }, line2: form.line2.trim() || null, residential: form.residential },
          }),
        );
        const others = found.filter((candidate) => candidate.id !== entry?.id);
        if (others.length > 0) {
          shown.current = key;
          setCheck({ kind: 'duplicates', entries: others });
          return { addressId: null, made };
        }
      }
      return { addressId: id, made };
    },
    [entry, queryClient, siteId],
  );

  /** The user goes on past the check shown; the next save skips it while nothing it looked at changes. */
  const goOn = useCallback(() => {
    if (check?.kind === 'unverified') accepted.current.typed = shown.current ?? '';
    if (check?.kind === 'duplicates') accepted.current.duplicates = shown.current ?? '';
    setCheck(null);
  }, [check]);

  return { check, run, goOn, dismiss: () => setCheck(null) };
}
