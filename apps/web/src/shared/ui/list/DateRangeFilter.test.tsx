import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { DateRangeFilter } from './DateRangeFilter';

function Filter({ onChange }: { onChange: (range: { from: string | null; to: string | null }) => void }) {
  const [range, setRange] = useState<{ from: string | null; to: string | null }>({ from: null, to: null });
  return (
    <>
      <DateRangeFilter
        label="Dispatch"
        {...range}
        onChange={(next) => {
          onChange(next);
          setRange(next);
        }}
      />
      <button type="button" onClick={() => setRange({ from: null, to: null })}>
        Clear filters
      </button>
    </>
  );
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a date range filter', () => {
  it('keeps a range that ends before it starts in its fields, names it, and asks the list for none', () => {
    const onChange = vi.fn();
    renderWithProviders(<Filter onChange={onChange} />);
    type('Dispatch from', '2026-12-31');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-31', to: null });

    type('Dispatch to', '2026-01-01');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect((screen.getByLabelText('Dispatch to') as HTMLInputElement).value).toBe('2026-01-01');
    expect(screen.getByText('Date must be after 30 Dec 2026')).toBeTruthy();

    type('Dispatch to', '2026-12-31');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-12-31', to: '2026-12-31' });
    expect(screen.queryByText(/Date must be after/)).toBeNull();
  });

  it('drops what was typed when the range is cleared from outside', () => {
    renderWithProviders(<Filter onChange={() => {}} />);
    type('Dispatch from', '2026-12-31');
    type('Dispatch to', '2026-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect((screen.getByLabelText('Dispatch from') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Dispatch to') as HTMLInputElement).value).toBe('');
    expect(screen.queryByText(/Date must be after/)).toBeNull();
  });
});
