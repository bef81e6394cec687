import { errorCodes } from '@freight/contracts';
import type { Consignment, ConsolidationSuggestion, Quote, QuoteSetRequest, Site } from '@freight/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { isApiError } from '../../../shared/lib/api-error';
import { useLatestRequest } from '../../../shared/lib/use-latest-request';
import { agreedServiceIds } from '../../../shared/shipment-form/lib/quote-slot';
import { useAppForm } from '../../../shared/ui/form';
import { useCreateConsignment } from '../api/create-consignment';
import type { CreatedConsignment } from '../api/create-consignment';
import { createPartyAddress } from '../api/create-party-address';
import { createQuoteSet, newConcurrencyKey } from '../api/create-quote-set';
import { findConsolidations, useAddConsignmentLines } from '../api/consolidation';
import { useUpdateConsignment } from '../api/update-consignment';
import { fieldOfPointer, placeConsignmentErrors } from '../lib/form-errors';
import { addressSignature, knownIdentity, newAddressOf } from '../lib/form-parties';
import type { PartyIdentity } from '../lib/form-parties';
import { consignmentLineToWire, consignmentRequest, quoteSetRequest } from '../lib/form-request';
import type { ConsignmentForm, ConsignmentFormSchema, ConsignmentFormValues } from '../lib/form-schema';
import { pickQuote } from '../lib/form-quote';
import { pricingKey } from '../lib/pricing-key';
import {
  changesOf,
  forgetUnsavedChanges,
  keepUnsavedChanges,
  readUnsavedChanges,
  withChanges,
} from '../lib/unsaved-changes';
import { recordAction } from '../../../shared/lib/telemetry';

/** A new consignment (from an estimate, maybe), or a saved one edited at the version read. */
export type EditorTarget =
  | { kind: 'create'; estimateId: string | null; orderIds?: readonly string[] }
  | { kind: 'edit'; consignment: Consignment };

export type EditorOutcome =
  | { kind: 'created'; created: CreatedConsignment }
  | { kind: 'updated'; consignment: Consignment }
  /** `changesKept`: the user's edits were kept to be applied again over the latest version. */
  | { kind: 'conflict'; changesKept: boolean };

export interface ConsignmentEditorSetup {
  site: Site;
  schema: ConsignmentFormSchema;
  initial: ConsignmentForm;
  target: EditorTarget;
  /** Quotes already given for this freight (an estimate's), and the one chosen among them. */
  quotes?: readonly Quote[];
  quoteId?: string | null;
  /** Issue 24: apply the edits a conflict refused (kept for this consignment) over the version now read. */
  reapplyChanges?: boolean;
  /** Told of a new consignment once it is booked, with the values it was booked with. */
  onCreated?: (values: ConsignmentFormValues) => void;
}

const sides = ['sender', 'receiver'] as const;

/**
 * The consignment form's state: the form, the quotes its last "Get quotes" gave and the one chosen, where
 * failures go, and what the save led to. Quotes go stale when the form changes after them.
 */
export function useConsignmentEditor({
  site,
  schema,
  initial,
  target,
  quotes: given,
  quoteId: givenId,
  reapplyChanges = false,
  onCreated,
}: ConsignmentEditorSetup) {
  const form = useAppForm(schema, initial);
  // read once, so the form is not reset again when the kept edits are forgotten below
  const [reapplied] = useState(() =>
    reapplyChanges && target.kind === 'edit'
      ? readUnsavedChanges(target.consignment.id, target.consignment.version)
      : null,
  );
  const [quotes, setQuotes] = useState<readonly Quote[] | null>(given ?? null);
  const [quoteId, setQuoteId] = useState<string | null>(
    givenId ?? (target.kind === 'edit' ? target.consignment.quoteId : null),
  );
  /** Whether the quote chosen is the user's pick rather than the one a quote set started on. */
  const userPicked = useRef(givenId !== undefined && givenId !== null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  /** What the quotes shown were priced for (the form as it came, for quotes it came with). */
  const pricedFor = useRef<string | null>(given ? pricingKey(initial) : null);
  const [resolving, setResolving] = useState(false);
  const [outcome, setOutcome] = useState<EditorOutcome | null>(null);
  /** A save the server refused because the consignment went on a manifest meanwhile (spec 8, M55). */
  const [refusedManifested, setRefusedManifested] = useState(false);
  const [concurrencyKey] = useState(newConcurrencyKey);
  const sendQuoteSet = useCallback(
    (body: QuoteSetRequest, signal: AbortSignal) => createQuoteSet(body, { concurrencyKey, signal }),
    [concurrencyKey],
  );
  const quoteSet = useLatestRequest(sendQuoteSet);
  const cancelQuotes = quoteSet.cancel;
  const create = useCreateConsignment();
  const update = useUpdateConsignment();
  const addLines = useAddConsignmentLines();
  /** Issue 15: consignments to the same receiver on the same day this freight could join (site's consolidation). */
  const [suggestions, setSuggestions] = useState<readonly ConsolidationSuggestion[]>([]);
  const [suggestionsError, setSuggestionsError] = useState<string | null>(null);
  const consignmentId = target.kind === 'edit' ? target.consignment.id : null;

  // a change while quotes are being worked out cancels them: they would be for freight no longer on the form
  useEffect(() => {
    const subscription = form.watch((_values, { type: event }) => {
      if (event !== 'change') return;
      setStale(true);
      cancelQuotes();
    });
    return () => subscription.unsubscribe();
  }, [form, cancelQuotes]);

  const place = (error: unknown) => {
    const values = form.getValues();
    const placed = placeConsignmentErrors(error, {
      modes: { sender: values.sender.mode, receiver: values.receiver.mode },
      lines: values.lineItems,
      customFieldKeys: values.customFields.map((field) => field.key),
    });
    for (const { field, message } of placed.placed) form.setError(field, { type: 'server', message });
    setQuoteError(placed.quoteError);
    setUnplaced(placed.unplaced);
  };

  // an imported consignment's issues (DESIGN 5) are shown at their fields as the form opens
  const issues = useMemo(() => (target.kind === 'edit' ? target.consignment.issues : []), [target]);
  const [issuesShown, setIssuesShown] = useState(false);
  useEffect(() => {
    if (issuesShown || issues.length === 0) return;
    setIssuesShown(true);
    const values = form.getValues();
    const context = {
      modes: { sender: values.sender.mode, receiver: values.receiver.mode },
      lines: values.lineItems,
      customFieldKeys: values.customFields.map((field) => field.key),
    };
    const unplacedIssues: string[] = [];
    for (const issue of issues) {
      const field = issue.pointer ? fieldOfPointer(issue.pointer, context) : undefined;
      if (field === 'quote') setQuoteError(issue.message);
      else if (field) form.setError(field, { type: 'issue', message: issue.message });
      else unplacedIssues.push(issue.message);
    }
    setUnplaced(unplacedIssues);
  }, [issues, issuesShown, form]);

  // Applied once: the page hands in a new `initial` on every render, and applying again would undo later edits.
  // The latest version stays the form's defaults, so the re-applied edits show as changes still to be saved.
  const toReapply = useRef(reapplied);
  useEffect(() => {
    const changes = toReapply.current;
    if (!changes || target.kind !== 'edit') return;
    toReapply.current = null;
    form.reset(withChanges(initial, changes), { keepDefaultValues: true });
    forgetUnsavedChanges(target.consignment.id);
  }, [form, initial, target]);

  const timeSlotsEnabled = site.deliveryTimeSlotsEnabled;

  /**
   * Quoting again keeps the freight on the service its user chose. Editing, that is the one chosen from the last
   * quotes, else the one it is booked with (a new carrier means a new consignment number, and the labels printed
   * become wrong); creating, the one the user picked (or came with from an estimate), none while the pick is
   * still the app's own.
   */
  const serviceToKeep = () => {
    const chosen = quotes?.find((quote) => quote.id === quoteId)?.agreedServiceId ?? null;
    if (target.kind === 'edit') return chosen ?? target.consignment.agreedService.id;
    return userPicked.current ? chosen : null;
  };

  const runQuotes = (values: ConsignmentFormValues) => {
    setUnplaced([]);
    setQuoteError(null);
    const keep = serviceToKeep();
    const asked = pricingKey(form.getValues());
    quoteSet.run(quoteSetRequest(values, { site, consignmentId, timeSlotsEnabled })).then((set) => {
      if (!set) return;
      setQuotes(set.quotes);
      const picked = pickQuote(set.quotes, site, keep);
      // still the user's pick only while the service they chose is the one kept
      userPicked.current = set.quotes.some((quote) => quote.id === picked && quote.agreedServiceId === keep);
      setQuoteId(picked);
      setStale(false);
      pricedFor.current = asked;
      void suggestConsolidations(values);
    }, place);
  };

  const getQuotes = form.handleSubmit(runQuotes, () => setUnplaced([]));

  /** Each party's name and address id; a typed address is made first (once for the same lines). */
  const resolveParties = async (values: ConsignmentFormValues) => {
    const resolved: Partial<Record<(typeof sides)[number], PartyIdentity>> = {};
    for (const side of sides) {
      const party = values[side];
      const known = knownIdentity(party, site);
      if (known) {
        resolved[side] = known;
        continue;
      }
      const typed = newAddressOf(party);
      if (!typed) {
        form.setError(`${side}.entry`, { type: 'server', message: 'pick the entry again' });
        return null;
      }
      const address = await createPartyAddress(typed);
      // kept without dirtying, so a retry after another failure reuses the address just made
      form.setValue(`${side}.resolved`, { addressId: address.id, signature: addressSignature(party) });
      resolved[side] = { name: party.name.trim(), addressId: address.id, addressBookEntryId: null };
    }
    const { sender, receiver } = resolved;
    return sender && receiver ? { sender, receiver } : null;
  };

  /**
   * R08, R09: with the site's consolidation on, a new consignment whose receiver takes consolidated freight is
   * offered the consignments it could join. The parties' addresses are made first, as saving would.
   */
  const suggestConsolidations = async (values: ConsignmentFormValues) => {
    setSuggestions([]);
    setSuggestionsError(null);
    if (
      target.kind !== 'create' ||
      !site.orderConsolidationEnabled ||
      values.receiverExtras.preventConsolidation
    )
      return;
    try {
      const parties = await resolveParties(values);
      if (!parties) return;
      const party = (identity: PartyIdentity) => ({
        name: identity.name,
        address: { id: identity.addressId },
      });
      setSuggestions(
        await findConsolidations({
          data: {
            siteId: site.id,
            dispatchDate: values.dispatchDate,
            sender: party(parties.sender),
            receiver: party(parties.receiver),
          },
        }),
      );
    } catch {
      setSuggestionsError('Consignments this freight could join could not be looked up.');
    }
  };

  /** Adds the form's freight (and the orders it came from) to the chosen consignment instead of making one. */
  const joinConsignment = (suggestion: ConsolidationSuggestion) =>
    void form.handleSubmit((values) =>
      addLines.mutate(
        {
          id: suggestion.id,
          etag: suggestion.version,
          body: {
            data: {
              type: 'consignments',
              attributes: {
                lineItems: values.lineItems.map(consignmentLineToWire),
                linkedOrders: target.kind === 'create' ? [...(target.orderIds ?? [])] : [],
              },
            },
          },
        },
        { onSuccess: (consignment) => setOutcome({ kind: 'updated', consignment }), onError: place },
      ),
    )();

  const save = form.handleSubmit(
    async (values) => {
      setUnplaced([]);
      setQuoteError(null);
      if (!quoteId) {
        setQuoteError('choose a quote');
        return;
      }
      // a new consignment is never booked at a price its user has not seen: when what prices it changed since the
      // quotes, they are got again (on the service chosen) for the user to book with
      if (target.kind === 'create' && quotes && pricingKey(form.getValues()) !== pricedFor.current) {
        runQuotes(values);
        return;
      }
      setResolving(true);
      let parties: Awaited<ReturnType<typeof resolveParties>>;
      try {
        parties = await resolveParties(values);
      } catch (error) {
        place(error);
        return;
      } finally {
        setResolving(false);
      }
      if (!parties) return;
      const body = consignmentRequest(values, {
        site,
        parties,
        quoteId,
        estimateId: target.kind === 'create' ? target.estimateId : null,
        linkedOrders: target.kind === 'create' ? (target.orderIds ?? []) : [],
        palletsEnabled: site.palletManagement.enabled,
        timeSlotsEnabled,
      });
      if (target.kind === 'create') {
        create.mutate(body, {
          onSuccess: (created) => {
            onCreated?.(values);
            setOutcome({ kind: 'created', created });
          },
          onError: place,
        });
        return;
      }
      const { consignment } = target;
      update.mutate(
        { id: consignment.id, etag: consignment.version, body },
        {
          onSuccess: (saved) => {
            forgetUnsavedChanges(consignment.id);
            setOutcome({ kind: 'updated', consignment: saved });
          },
          onError: (error) => {
            // spec 8 (M54): someone else changed it since it was read; the edits are kept to apply again
            if (isApiError(error, 'conflict') && error.hasCode(errorCodes.alreadyUpdated)) {
              const changes = changesOf(initial, form.getValues());
              if (changes) keepUnsavedChanges(consignment.id, consignment.version, changes);
              setOutcome({ kind: 'conflict', changesKept: changes !== null });
            } else if (isApiError(error, 'conflict') && error.hasCode(errorCodes.alreadyManifested))
              setRefusedManifested(true);
            else place(error);
          },
        },
      );
    },
    () => setUnplaced([]),
  );

  const knownAgreedServiceIds = useMemo(() => agreedServiceIds(site.agreedServices), [site.agreedServices]);

  return {
    form,
    quotes,
    quoteId,
    chooseQuote: (id: string | null) => {
      userPicked.current = id !== null;
      setQuoteId(id);
      setQuoteError(null);
      if (id) recordAction('quoteChosen');
    },
    quoteError,
    unplaced,
    refusedManifested,
    /** Whether edits a conflict refused were applied again as the form opened. */
    reapplied: reapplied !== null,
    stale,
    knownAgreedServiceIds,
    getQuotes,
    suggestions,
    suggestionsError,
    joinConsignment,
    joining: addLines.isPending,
    pricing: quoteSet.running,
    save,
    saving: resolving || create.isPending || update.isPending,
    outcome,
    /** Whether there is anything a user would lose by leaving. */
    edited: outcome === null && (form.formState.isDirty || quotes !== (given ?? null)),
  };
}
