import { InputBase } from '@mantine/core';
import type { MultiSelectProps, SelectProps } from '@mantine/core';
import { useRef } from 'react';
import type { ReactNode, Ref } from 'react';
import { loadedAfterPaint } from '../../lib/loaded-after-paint';

/**
 * `loadSelects` loads Mantine's selects; a screen shows a plain look-alike of each until they have loaded (asked for
 * after the first paint). A failed load is not retried.
 */
export const { load: loadSelects, useLoaded: useSelects } = loadedAfterPaint(() => import('./selects'), {
  retried: false,
});

/** A select's option, as Mantine takes them: a value, a value and label, or a group of them. */
type DataItem = string | { value: string; label?: string } | { group: ReactNode; items: readonly DataItem[] };

function labelsOf(data: readonly DataItem[] | undefined, values: readonly string[]): string[] {
  const labels: string[] = [];
  const visit = (items: readonly DataItem[]) => {
    for (const item of items) {
      if (typeof item === 'string') {
        if (values.includes(item)) labels.push(item);
      } else if ('group' in item) {
        visit(item.items);
      } else if (values.includes(item.value)) {
        labels.push(item.label ?? item.value);
      }
    }
  };
  visit(data ?? []);
  return labels;
}

/** The selects' chevron, as Mantine draws it. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{
        width: 'var(--combobox-chevron-size, 0.9375rem)',
        height: 'var(--combobox-chevron-size, 0.9375rem)',
      }}
      aria-hidden
    >
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** What a stand-in shows of the select's props (a Select's or a MultiSelect's). */
type StandInProps = Pick<SelectProps, 'id' | 'label' | 'placeholder' | 'w' | 'size' | 'disabled'>;

/**
 * What a select looks like before Mantine's has loaded: the same label, field, value and chevron, read-only. If it
 * has the focus when the select arrives, the select takes it.
 */
function useStandIn() {
  const ref = useRef<HTMLInputElement>(null);
  const focused = () => ref.current !== null && ref.current === document.activeElement;
  return { ref, focused };
}

function StandIn({
  inputRef,
  of: props,
  text,
}: {
  inputRef: Ref<HTMLInputElement>;
  of: StandInProps;
  text: string;
}) {
  return (
    <InputBase
      ref={inputRef}
      id={props.id}
      label={props.label}
      placeholder={props.placeholder}
      w={props.w}
      size={props.size}
      disabled={props.disabled}
      value={text}
      readOnly
      // announced as the select it stands in for, not yet opened
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      rightSection={<Chevron />}
      rightSectionPointerEvents="none"
    />
  );
}

/** Mantine's Select, loaded on first use; a look-alike until then. */
export function Select(props: SelectProps) {
  const selects = useSelects();
  const standIn = useStandIn();
  if (selects) return <selects.Select {...props} autoFocus={props.autoFocus ?? standIn.focused()} />;
  const value = props.value ?? props.defaultValue;
  const text = value === null || value === undefined ? '' : (labelsOf(props.data, [value])[0] ?? '');
  return <StandIn inputRef={standIn.ref} of={props} text={text} />;
}

/** Mantine's MultiSelect, loaded on first use; a look-alike until then. */
export function MultiSelect(props: MultiSelectProps) {
  const selects = useSelects();
  const standIn = useStandIn();
  if (selects) return <selects.MultiSelect {...props} autoFocus={props.autoFocus ?? standIn.focused()} />;
  const text = labelsOf(props.data, props.value ?? props.defaultValue ?? []).join(', ');
  return <StandIn inputRef={standIn.ref} of={props} text={text} />;
}
