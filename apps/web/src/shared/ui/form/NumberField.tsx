import '@mantine/core/styles/NumberInput.layer.css';
import { NumberInput } from '@mantine/core';
import type { NumberInputProps } from '@mantine/core';
import { formMessagesB } from '@freight/contracts';
import { fieldErrorText } from '@freight/rules';
import { useRef, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { commaPaste } from '../../lib/comma-paste';
import { useBoundField } from './use-bound-field';
import type { BoundInputProps, FieldBinding } from './use-bound-field';

/**
 * Whole numbers are the form's rule, not the input's: an input that drops a decimal mark turns "12,5" or "12.5"
 * typed into 125 without a word.
 */
export type NumberFieldProps<T extends FieldValues> = Omit<
  NumberInputProps,
  BoundInputProps | 'allowDecimal'
> &
  FieldBinding<T>;

/**
 * What is typed on the way to a number ("12.", "-", "0.0") as the input reports it (a point for the decimal
 * mark), the form's number while it stands, and whether that mark was typed as a comma.
 */
interface Draft {
  text: string;
  value: number | null;
  comma: boolean;
}

/** What a number is typed with: digits, a decimal mark (a point, or a comma read as one) and a minus sign. */
const numberCharacter = /^[\d.,-]$/;

/**
 * A key that would type something no number holds ("e" of "1e9", a letter, a space), which the input refuses:
 * not a key that moves, deletes or is a shortcut.
 */
const refusedKey = (event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }) =>
  event.key.length === 1 &&
  !event.ctrlKey &&
  !event.metaKey &&
  !event.altKey &&
  !numberCharacter.test(event.key);

/** A paste with anything a number is not typed with (spaces around it aside), refused whole rather than cut. */
const refusedPaste = (text: string) => /[^\d.,-]/.test(text.trim());

/** The number a half-typed text stands for so far: "12." is 12; "-" or "." is none yet. */
function numberSoFar(text: string): number | null {
  const parsed = Number.parseFloat(text);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * A comma is a decimal point when one or two digits follow it ("12,5" is 12.5, a slip for the point or the
 * decimal comma of much of the world); with three or more ("1,250") it may be en-AU's thousands separator as
 * well, so it is no number (NaN, which the form's rules name "enter a valid number") rather than a guess that is
 * wrong by a factor of a thousand.
 */
function commaNumber(text: string): number | null {
  const decimals = text.split('.')[1] ?? '';
  return decimals.length > 2 ? Number.NaN : numberSoFar(text);
}

/**
 * A number input bound to the surrounding form; an empty input is null. What is typed on the way to a number
 * ("12." before "12.5") stays in the input while the form holds the number so far: read as none, it emptied the
 * input, and "12.5" typed became 5. A number outside `min`..`max`, or with a fraction where the form wants a whole
 * number, stays as typed for the form's rules to name, rather than being changed without a word. A decimal comma
 * stays a comma on screen (see commaNumber), pasted as typed.
 */
export function NumberField<T extends FieldValues>(props: NumberFieldProps<T>) {
  const { field, value, inputProps } = useBoundField(props);
  const [draft, setDraft] = useState<Draft | null>(null);
  // A keystroke or paste the input refused ("1e9" would become 19) says so until the field is left, in the
  // words of the form's number rule, so nothing typed disappears without a word.
  const [refused, setRefused] = useState(false);
  // the input reports a typed comma as a point; the key says which it was
  const commaKey = useRef(false);
  const number = typeof value === 'number' ? value : null;
  // a draft stands only while the form still holds its number: a reset or a preset's fill replaces it
  const standing = draft && Object.is(draft.value, number) ? draft : null;
  const shown = standing ? standing.text : number !== null && Number.isFinite(number) ? number : '';
  // the digits after a comma are all kept, so "1,250" is seen as typed and not cut to the field's decimals, nor
  // tidied to 1.25 on blur
  const commaProps = standing?.comma
    ? {
        decimalSeparator: ',',
        decimalScale: undefined,
        valueIsNumericString: true,
        trimLeadingZeroesOnBlur: false,
      }
    : {};
  return (
    <NumberInput
      clampBehavior="none"
      {...inputProps}
      {...commaProps}
      error={inputProps.error ?? (refused ? fieldErrorText(formMessagesB.number) : undefined)}
      value={shown}
      onBlur={() => {
        setRefused(false);
        inputProps.onBlur();
      }}
      // before the input's own paste handling, which then does not run
      onPasteCapture={(event) => {
        const pasted = event.clipboardData.getData('text/plain');
        if (refusedPaste(pasted)) {
          event.preventDefault();
          event.stopPropagation();
          setRefused(true);
          return;
        }
        const text = commaPaste(event.currentTarget, pasted);
        if (text === null) return;
        event.preventDefault();
        event.stopPropagation();
        const typed = { text, value: commaNumber(text), comma: true };
        setDraft(typed);
        field.onChange(typed.value);
      }}
      onKeyDown={(event) => {
        if (refusedKey(event)) {
          event.preventDefault();
          setRefused(true);
          return;
        }
        commaKey.current = event.key === ',';
        inputProps.onKeyDown?.(event);
      }}
      onChange={(next) => {
        const text = typeof next === 'number' ? String(next) : next;
        const before = standing ? standing.text : String(number ?? '');
        // a comma keyed where a point already stands changes nothing
        const commaAdded = commaKey.current && !before.includes('.');
        const comma = text.includes('.') && (commaAdded || (standing?.comma ?? false));
        commaKey.current = false;
        if (!comma && (typeof next === 'number' || next === '')) {
          setDraft(null);
          field.onChange(next === '' ? null : next);
          return;
        }
        const soFar = comma ? commaNumber(text) : numberSoFar(text);
        setDraft({ text, value: soFar, comma });
        field.onChange(soFar);
      }}
    />
  );
}
