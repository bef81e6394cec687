import type { Estimate, MovementType, Site } from '@freight/contracts';
import { siteToday } from '@freight/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useRecoveryDefault } from '../api/get-form-configuration';
import { useSaveEstimate } from '../api/save-estimate';
import { defaultEstimateForm } from '../lib/estimate-defaults';
import { placeEstimateErrors } from '../lib/estimate-errors';
import { estimateFormSchemaFrom } from '../lib/estimate-form';
import { recoveryFromWire } from '../../../shared/shipment-form/lib/recovery';
import { agreedServiceIds } from '../../../shared/shipment-form/lib/quote-slot';
import { estimateToRequest } from '../lib/estimate-request';
import { estimateToForm } from '../lib/estimate-to-form';
import { useAppForm } from '../../../shared/ui/form';
import { usePriceEstimate } from './use-price-estimate';

/**
 * The create estimate screen's state: the form, the estimate its last "Get quotes" made, the ticked quotes and
 * where failures go. Quotes go stale when the form changes after them.
 */
export function useEstimateEditor(
  site: Site,
  type: MovementType,
  onSaved: (estimate: Estimate) => void,
  /** A saved estimate to edit: the form starts from it, its quotes and selection shown. */
  initial?: Estimate,
) {
  const [schema] = useState(() => {
    const today = siteToday();
    return estimateFormSchemaFrom(initial && initial.dispatchDate < today ? initial.dispatchDate : today);
  });
  const form = useAppForm(schema, initial ? estimateToForm(initial, site) : defaultEstimateForm(type, site));
  const [estimate, setEstimate] = useState<Estimate | null>(initial ?? null);
  const [selectedIds, setSelectedIds] = useState<string[]>(initial?.selectedQuoteIds ?? []);
  const [quoteErrors, setQuoteErrors] = useState<Record<string, string>>({});
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [stale, setStale] = useState(false);
  /** Counts the user's changes, so quotes asked for before the latest change come back stale. */
  const changes = useRef(0);
  const price = usePriceEstimate();
  const save = useSaveEstimate();
  const recoveryDefault = useRecoveryDefault(site.id, type);

  // the site's configured recovery is the starting value, unless the user has already chosen one
  useEffect(() => {
    if (recoveryDefault.data && !initial && !form.getFieldState('recovery.type').isDirty)
      form.resetField('recovery', { defaultValue: recoveryFromWire(recoveryDefault.data) });
  }, [recoveryDefault.data, form, initial]);

  useEffect(() => {
    const subscription = form.watch((_values, { type: event }) => {
      if (event !== 'change') return;
      changes.current += 1;
      setStale(true);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const modes = () => ({ sender: form.getValues('sender.mode'), receiver: form.getValues('receiver.mode') });

  const place = (error: unknown, sent?: readonly string[]) => {
    const placed = placeEstimateErrors(error, { modes: modes(), selectedQuoteIds: sent });
    for (const { field, message } of placed.placed) form.setError(field, { type: 'server', message });
    setUnplaced(placed.unplaced);
    setQuoteErrors(placed.quoteErrors);
  };

  const getQuotes = form.handleSubmit(
    (values) => {
      setUnplaced([]);
      const asked = changes.current;
      price.mutate(
        { id: estimate?.id ?? null, body: estimateToRequest(values, site) },
        {
          onSuccess: (priced) => {
            setEstimate(priced);
            setSelectedIds([]);
            setQuoteErrors({});
            setStale(changes.current !== asked);
          },
          onError: (error) => place(error),
        },
      );
    },
    () => setUnplaced([]),
  );

  const saveSelection = () => {
    if (!estimate) return;
    const sent = [...selectedIds];
    setUnplaced([]);
    setQuoteErrors({});
    save.mutate(
      { id: estimate.id, selectedQuoteIds: sent },
      { onSuccess: onSaved, onError: (error) => place(error, sent) },
    );
  };

  const knownAgreedServiceIds = useMemo(() => agreedServiceIds(site.agreedServices), [site.agreedServices]);

  return {
    form,
    estimate,
    /** Whether there is anything a user would lose by leaving. */
    edited: form.formState.isDirty || estimate !== (initial ?? null),
    selectedIds,
    setSelectedIds,
    quoteErrors,
    unplaced,
    stale,
    knownAgreedServiceIds,
    getQuotes,
    pricing: price.isPending,
    saveSelection,
    saving: save.isPending,
  };
}
