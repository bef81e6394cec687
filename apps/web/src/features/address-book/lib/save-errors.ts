import { addressBookMessages } from '@freight/contracts';
import type { FieldPath } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { pointerToField } from '../../../shared/ui/form';
import type { SaveStepError } from '../hooks/use-save-entry';
import type { EntryForm } from './entry-form';

export interface PlacedError {
  field: FieldPath<EntryForm>;
  message: string;
}

/** The wire's field names, as paths of the entry form. */
const entryFields: Record<string, FieldPath<EntryForm>> = {
  name: 'name',
  quickAccessCode: 'quickAccessCode',
  'location.line2': 'line2',
  'location.address.id': 'locality',
  'location.address': 'locality',
};
const addressFields: Record<string, FieldPath<EntryForm>> = {
  line1: 'line1',
  line2: 'addressLine2',
  localitySuggestionId: 'locality',
};
const contactFields = ['name', 'phone', 'email'] as const;

function contactField(wire: string, index: number | undefined): FieldPath<EntryForm> | undefined {
  if (index === undefined) return undefined;
  if (wire === 'deliveryInstructions.specialInstructions') return `contacts.${index}.specialInstructions`;
  const name = contactFields.find((f) => f === wire);
  return name && `contacts.${index}.${name}`;
}

/**
 * Where a failed save's messages go: a 409 on the entry is the quick access code (spec 5, 8); a 422's errors go
 * to their fields by pointer; the rest is listed in the form's errors card.
 */
export function placeSaveError(error: SaveStepError): { placed: PlacedError[]; unplaced: string[] } {
  const { cause, step, contactIndex } = error;
  if (step === 'entry' && isApiError(cause, 'conflict'))
    return { placed: [{ field: 'quickAccessCode', message: addressBookMessages.codeExists }], unplaced: [] };
  if (!isApiError(cause, 'validation')) return { placed: [], unplaced: [displayMessageFor(cause)] };
  const placed: PlacedError[] = [];
  const unplaced: string[] = [];
  for (const item of cause.errors) {
    const message = item.detail ?? item.title;
    const wire = pointerToField(item.source?.pointer ?? '');
    const field =
      step === 'entry'
        ? entryFields[wire]
        : step === 'address'
          ? addressFields[wire]
          : contactField(wire, contactIndex);
    if (field) placed.push({ field, message });
    else unplaced.push(message);
  }
  return { placed, unplaced };
}
