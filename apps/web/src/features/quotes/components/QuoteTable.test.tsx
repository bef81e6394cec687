import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { quote } from '../../../testing/quote-fixture';
import { QuoteTable } from './QuoteTable';

const service = (id: string, name: string) => ({
  id,
  name,
  carrierName: 'Swift',
  carrierServiceId: 'cs',
  providerType: 'x',
});

const quotes = [
  quote({ id: 'a', recommended: true, agreedServiceId: '1', agreedService: service('1', 'Road') }),
  quote({
    id: 'b',
    agreedServiceId: '2',
    agreedService: service('2', 'Express'),
    price: { cost: null, rank: 2, isMasked: true, freightRecoveryAmount: 500 },
  }),
  quote({
    id: 'c',
    selectable: false,
    unselectableReason: {
      code: 'noLane',
      message: "This service does not run between the sender's and the receiver's areas.",
    },
    agreedServiceId: '3',
    agreedService: service('3', 'Overnight'),
    price: { cost: null, rank: 3, isMasked: false, freightRecoveryAmount: null },
  }),
  quote({ id: 'd', agreedServiceId: '9', agreedService: service('9', 'Gone') }),
];

describe('QuoteTable (spec 3, 8)', () => {
  it('marks the recommended quote, masks masked prices and explains what cannot be chosen', () => {
    renderWithProviders(
      <QuoteTable
        quotes={quotes}
        selectedIds={[]}
        onSelectionChange={vi.fn()}
        knownAgreedServiceIds={new Set(['1', '2', '3'])}
      />,
    );
    expect(screen.getByText('Recommended')).toBeTruthy();
    expect(screen.getAllByText('$135.80')).toHaveLength(2);
    expect(screen.getByText('Price masked')).toBeTruthy();
    expect(screen.getByText('Recovered $5.00')).toBeTruthy();
    expect(
      screen.getByText("This service does not run between the sender's and the receiver's areas."),
    ).toBeTruthy();
    expect(
      screen.getByText('Unable to retrieve pricing for this consignment, refresh or contact support.'),
    ).toBeTruthy();
    // only the two choosable quotes have a checkbox
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('aria-label'))).toEqual([
      'Select Swift Road',
      'Select Swift Express',
    ]);
  });

  it('ticks quotes into the selection', async () => {
    const onChange = vi.fn();
    renderWithProviders(<QuoteTable quotes={quotes} selectedIds={['a']} onSelectionChange={onChange} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Swift Express' }));
    expect(onChange).toHaveBeenCalledWith(['a', 'b']);
  });

  it('offers one of a kind as radios when one quote is wanted', async () => {
    const onChange = vi.fn();
    renderWithProviders(
      <QuoteTable quotes={quotes} selectedIds={['a']} onSelectionChange={onChange} single />,
    );
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Select Swift Road' })).toHaveProperty('checked', true);
    await userEvent.click(screen.getByRole('radio', { name: 'Select Swift Express' }));
    expect(onChange).toHaveBeenCalledWith(['b']);
  });

  it('read-only, marks the selected quotes without checkboxes', () => {
    renderWithProviders(<QuoteTable quotes={quotes} selectedIds={['a', 'b']} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: 'Selected' })).toHaveLength(2);
  });
});
