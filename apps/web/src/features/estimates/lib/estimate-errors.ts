import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { pointerToField } from '../../../shared/ui/form';
import type { EstimateForm, LocationMode } from './estimate-form';
import { dangerousGoodsPointerField, linePointerFields } from '../../../shared/shipment-form/lib/line-form';

export interface PlacedError {
  field: FieldPath<EstimateForm>;
  message: string;
}

export interface PlacedErrors {
  placed: PlacedError[];
  /** For the form's errors card. */
  unplaced: string[];
  /** By quote id, for the quote table. */
  quoteErrors: Record<string, string>;
}

const receiverOptions = ['authorityToLeave', 'deliveryTimeslotRequired', 'tailgate', 'handUnload'] as const;
const topFields = ['dispatchDate', 'type', 'references'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);
const index = (part: string | undefined) =>
  part !== undefined && /^\d+$/.test(part) ? Number(part) : undefined;

/** A location's problem shows on the control its mode shows: the entry picker, the suburb, or the mode itself. */
function locationField(
  side: 'sender' | 'receiver',
  rest: string[],
  mode: LocationMode,
): FieldPath<EstimateForm> {
  const [first] = rest;
  const option = side === 'receiver' ? oneOf(receiverOptions, first) : undefined;
  if (option) return `receiverOptions.${option}`;
  if (first === 'addressBookEntryId') return `${side}.entry`;
  if (first === 'locality') return `${side}.locality`;
  if (mode === 'entry') return `${side}.entry`;
  if (mode === 'locality') return `${side}.locality`;
  return `${side}.mode`;
}

function lineField(rest: string[]): FieldPath<EstimateForm> | undefined {
  const [position, name, dgPosition, dgName, dgSub] = rest;
  const line = index(position);
  if (line === undefined) return rest.length === 0 ? 'lineItems' : undefined;
  const field = oneOf(linePointerFields, name);
  if (field) return `lineItems.${line}.${field}`;
  const dg = index(dgPosition);
  const dgField = dangerousGoodsPointerField(dgName, dgSub);
  if (name === 'dangerousGoods' && dg !== undefined && dgField)
    return `lineItems.${line}.dangerousGoods.${dg}.${dgField}`;
  return undefined;
}

/** The form field of a 422's pointer into the estimate body, or undefined when no field shows it. */
export function fieldOfPointer(
  pointer: string,
  modes: { sender: LocationMode; receiver: LocationMode },
): FieldPath<EstimateForm> | undefined {
  const [head, ...rest] = pointerToField(pointer).split('.');
  if (head === 'sender' || head === 'receiver') return locationField(head, rest, modes[head]);
  if (head === 'lineItems') return lineField(rest);
  if (head === 'shippingCostRecovery') return rest[0] === 'type' ? 'recovery.type' : 'recovery.value';
  return oneOf(topFields, head);
}

/**
 * Where a failed call's messages go: a 422's to their fields by pointer, a refused quote to its row of the
 * quote table (save sends selectedQuoteIds, so `/data/selectedQuoteIds/1` is the second one sent), the rest to
 * the errors card.
 */
export function placeEstimateErrors(
  error: unknown,
  context: { modes: { sender: LocationMode; receiver: LocationMode }; selectedQuoteIds?: readonly string[] },
): PlacedErrors {
  const result: PlacedErrors = { placed: [], unplaced: [], quoteErrors: {} };
  if (!isApiError(error, 'validation')) {
    result.unplaced.push(displayMessageFor(error));
    return result;
  }
  for (const item of error.errors) {
    const message = item.detail ?? item.title;
    const pointer = item.source?.pointer ?? '';
    const quoteMatch = /^\/data\/selectedQuoteIds\/(\d+)$/.exec(pointer);
    const quoteId = quoteMatch ? context.selectedQuoteIds?.[Number(quoteMatch[1])] : undefined;
    const field = quoteId ? undefined : fieldOfPointer(pointer, context.modes);
    if (quoteId) result.quoteErrors[quoteId] = message;
    else if (field) result.placed.push({ field, message });
    else result.unplaced.push(message);
  }
  return result;
}
