import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import type { ConsignmentForm, PartyMode } from './form-schema';
import { dangerousGoodsPointerField, linePointerFields } from '../../../shared/shipment-form/lib/line-form';

type Field = FieldPath<ConsignmentForm>;

/** What of the form the pointers name by key: the lines (and their dangerous goods) and the custom fields. */
export interface PointerContext {
  modes: { sender: PartyMode; receiver: PartyMode };
  lines: readonly { key: string; id?: string | null; dangerousGoods: readonly { id?: string | null }[] }[];
  customFieldKeys: readonly string[];
}

export interface PlacedConsignmentErrors {
  placed: { field: Field; message: string }[];
  /** A problem with the chosen quote, for the quotes panel. */
  quoteError: string | null;
  /** For the form's errors card. */
  unplaced: string[];
}

const receiverExtras = [
  'tailgate',
  'handUnload',
  'authorityToLeave',
  'preventConsolidation',
  'specialInstructions',
  'deliveryReferences',
] as const;
const contactFields = ['contactName', 'contactPhone', 'contactEmail', 'residential'] as const;
const slotFields = ['startDate', 'endDate', 'startTime', 'endTime', 'timeZone'] as const;
const topFields = ['dispatchDate', 'references', 'costCenter'] as const;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | undefined =>
  list.find((item) => item === value);

/** Spec 8: an entry named by its key or id (keyed pointers), or by its position (quote requests). */
function entryIndex(
  part: string | undefined,
  entries: readonly { key?: string; id?: string | null }[],
  keyOf: (index: number) => string | undefined,
): number | undefined {
  if (part === undefined) return undefined;
  if (/^\d+$/.test(part)) return Number(part) < entries.length ? Number(part) : undefined;
  const found = entries.findIndex((entry, index) => keyOf(index) === part || entry.id === part);
  return found >= 0 ? found : undefined;
}

function lineField(rest: string[], context: PointerContext): Field | undefined {
  const [linePart, name, dgPart, dgName, dgSub] = rest;
  if (linePart === undefined) return 'lineItems';
  const line = entryIndex(linePart, context.lines, (i) => context.lines[i]?.key);
  if (line === undefined) return undefined;
  const field = oneOf(linePointerFields, name);
  if (field) return `lineItems.${line}.${field}`;
  const entries = context.lines[line]?.dangerousGoods ?? [];
  const dg = entryIndex(dgPart, entries, (i) => `dg-${i + 1}`);
  const dgField = dangerousGoodsPointerField(dgName, dgSub);
  if (name === 'dangerousGoods' && dg !== undefined && dgField)
    return `lineItems.${line}.dangerousGoods.${dg}.${dgField}`;
  return undefined;
}

/** A party's problem shows on the control its mode shows. */
function partyField(side: 'sender' | 'receiver', rest: string[], mode: PartyMode): Field {
  const [first, second] = rest;
  if (side === 'receiver') {
    const extra = oneOf(receiverExtras, first);
    if (extra) return `receiverExtras.${extra}`;
    if (first === 'deliveryTimeSlot') return `timeSlot.${oneOf(slotFields, second) ?? 'startDate'}`;
  }
  const contact = oneOf(contactFields, first);
  if (contact) return `${side}.${contact}`;
  if (first === 'addressBookEntryId') return `${side}.entry`;
  if (mode === 'entry') return `${side}.entry`;
  if (mode === 'new') return first === 'name' ? `${side}.name` : `${side}.locality`;
  return `${side}.mode`;
}

/** The form field a 422's pointer names, 'quote' for the chosen quote, or undefined when no field shows it. */
export function fieldOfPointer(pointer: string, context: PointerContext): Field | 'quote' | undefined {
  // split on the pointer's own separators: a custom field's key may hold a dot
  const [head, ...rest] = pointer
    .replace(/^\/(data\/(attributes\/)?)?/, '')
    .split('/')
    .filter(Boolean);
  if (head === 'sender' || head === 'receiver') return partyField(head, rest, context.modes[head]);
  if (head === 'deliveryTimeSlot') return `timeSlot.${oneOf(slotFields, rest[0]) ?? 'startDate'}`;
  if (head === 'tailgate' || head === 'handUnload') return `receiverExtras.${head}`;
  if (head === 'lineItems') return lineField(rest, context);
  if (head === 'shippingCostRecovery') return rest[0] === 'type' ? 'recovery.type' : 'recovery.value';
  if (head === 'pallets')
    return rest[0] === 'docketNumbers' ? 'pallets.docketNumbers' : 'pallets.transferType';
  if (head === 'autoprint') return undefined;
  if (head === 'customFields') {
    const index = context.customFieldKeys.indexOf(rest[0] ?? '');
    return index >= 0 ? `customFields.${index}.value` : undefined;
  }
  if (head === 'quoteId') return 'quote';
  if (head === 'dangerousGoodsDeclaration' && rest[0] === 'emergencyContact')
    return rest[1] === 'phone' ? 'emergencyContact.phone' : 'emergencyContact.name';
  return oneOf(topFields, head);
}

/** Where a failed save or quote request's messages go: fields by pointer, the quote panel, or the errors card. */
export function placeConsignmentErrors(error: unknown, context: PointerContext): PlacedConsignmentErrors {
  const result: PlacedConsignmentErrors = { placed: [], quoteError: null, unplaced: [] };
  if (!isApiError(error, 'validation')) {
    result.unplaced.push(displayMessageFor(error));
    return result;
  }
  for (const item of error.errors) {
    const message = item.detail ?? item.title;
    const field = item.source?.pointer ? fieldOfPointer(item.source.pointer, context) : undefined;
    if (field === 'quote') result.quoteError = message;
    else if (field) result.placed.push({ field, message });
    else result.unplaced.push(message);
  }
  return result;
}
