import { formMessagesB } from '@freight/contracts';
import { addDays, fieldErrorText } from '@freight/rules';
import { useEffect, useState } from 'react';
import { formatDay } from '../../lib/display-format';
import { DayInput } from './DayInput';

interface Range {
  /** YYYY-MM-DD, or null for open-ended. */
  from: string | null;
  to: string | null;
}

/**
 * A range of days as two date fields, '{label} from' and '{label} to'. A range typed to end before it starts is
 * kept in the fields and named on the end's field, and the list keeps the last range that was whole.
 */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
  w = 160,
}: Range & {
  label: string;
  /** The whole range, one end changed. */
  onChange: (range: Range) => void;
  w?: number;
}) {
  const [inverted, setInverted] = useState<Range | null>(null);
  // a range set from outside (Clear filters, the address) replaces what was typed
  useEffect(() => setInverted(null), [from, to]);
  const shown = inverted ?? { from, to };
  const change = (next: Range) => {
    if (next.from && next.to && next.to < next.from) {
      setInverted(next);
      return;
    }
    setInverted(null);
    onChange(next);
  };
  const endError =
    inverted?.from && inverted.to
      ? fieldErrorText(formMessagesB.dateAfter(formatDay(addDays(inverted.from, -1))))
      : undefined;
  return (
    <>
      <DayInput
        label={`${label} from`}
        value={shown.from}
        max={shown.to}
        onChange={(from) => change({ ...shown, from })}
        w={w}
      />
      <DayInput
        label={`${label} to`}
        value={shown.to}
        min={shown.from}
        onChange={(to) => change({ ...shown, to })}
        error={endError}
        w={w}
      />
    </>
  );
}
