import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DayInput } from './DayInput';

/** A filter's day kept by its list, as the list screens keep theirs (in the address). */
function Filter({ onChange }: { onChange: (day: string | null) => void }) {
  const [day, setDay] = useState<string | null>('2026-11-27');
  return (
    <>
      <DayInput
        label="Dispatch date"
        value={day}
        onChange={(next) => {
          onChange(next);
          setDay(next);
        }}
      />
      <button type="button" onClick={() => setDay(null)}>
        Clear filters
      </button>
    </>
  );
}

const field = () => screen.getByLabelText<HTMLInputElement>('Dispatch date');
const type = (value: string) => fireEvent.change(field(), { target: { value } });

describe('a day filter', () => {
  it('passes on a typed day only once its year is whole, keeping the year as typed meanwhile', () => {
    const onChange = vi.fn();
    renderWithProviders(<Filter onChange={onChange} />);
    // a browser's date field reports the year digit by digit
    for (const partial of ['0002-12-04', '0020-12-04', '0202-12-04']) {
      type(partial);
      expect(field().value).toBe(partial);
    }
    expect(onChange).not.toHaveBeenCalled();
    type('2026-12-04');
    expect(onChange).toHaveBeenCalledOnce();
    expect(onChange).toHaveBeenCalledWith('2026-12-04');
    expect(field().value).toBe('2026-12-04');
  });

  it('passes on a cleared field as no day', () => {
    const onChange = vi.fn();
    renderWithProviders(<Filter onChange={onChange} />);
    type('');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field().value).toBe('');
  });

  it('shows a day set from outside (Clear filters) over a year half typed', () => {
    renderWithProviders(<Filter onChange={() => {}} />);
    type('0002-12-04');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(field().value).toBe('');
  });
});
