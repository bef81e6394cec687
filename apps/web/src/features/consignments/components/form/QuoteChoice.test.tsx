import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
import { priced } from '../../lib/form-fixture';
import { QuoteTickList } from '../../testing/quote-tick-list';
import { QuoteChoice } from './QuoteChoice';

const road = priced();
const express = priced({
  id: 'q2',
  agreedServiceId: '8',
  agreedService: {
    id: '8',
    name: 'Fastway Overnight',
    carrierName: 'Fastway',
    carrierServiceId: 'cs2',
    providerType: 'carrier',
  },
});

function renderChoice(props: Partial<Parameters<typeof QuoteChoice>[0]> = {}) {
  const onChoose = vi.fn<(quoteId: string | null) => void>();
  renderWithProviders(
    <QuoteChoice
      QuoteTable={QuoteTickList}
      quotes={[road, express]}
      quoteId="q1"
      onChoose={onChoose}
      knownAgreedServiceIds={new Set(['7', '8'])}
      stale={false}
      error={null}
      {...props}
    />,
  );
  return { onChoose, section: screen.getByRole('region', { name: 'Choose a quote' }) };
}

describe('choosing the quote a consignment travels with (spec 5: one quote carries it)', () => {
  it('names the chosen service, and choosing another quote, one of a kind, replaces it', async () => {
    const { onChoose, section } = renderChoice();
    expect(within(section).getByText('Swift Road', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(section).getByRole('radio', { name: 'Road' })).toHaveProperty('checked', true);
    expect(within(section).getByRole('radio', { name: 'Fastway Overnight' })).toHaveProperty(
      'checked',
      false,
    );

    await userEvent.click(within(section).getByRole('radio', { name: 'Fastway Overnight' }));
    expect(onChoose).toHaveBeenLastCalledWith('q2');
  });

  it('gives the focus to why the quote was refused when Create had it, so it is seen and read', () => {
    const create = document.createElement('button');
    create.type = 'submit';
    document.body.append(create);
    create.focus();
    const { section } = renderChoice({ error: 'quote does not match this request' });
    expect(document.activeElement).toBe(within(section).getByRole('alert'));
    create.remove();
  });

  it('leaves the focus where the user is when it is not on Create', () => {
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    renderChoice({ error: 'quote does not match this request' });
    expect(document.activeElement).toBe(field);
    field.remove();
  });

  it('says when the details changed since the quotes, and why a quote could not be taken', () => {
    const { section } = renderChoice({ quoteId: null, stale: true, error: 'quote has expired' });
    expect(
      within(section).getByText(
        'The details changed since these quotes. Get quotes again to see the prices for them.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Quote has expired')).toBeTruthy();
    expect(section.querySelector('.mantine-Badge-label')).toBeNull();
  });

  it('says so when no service can carry the freight', () => {
    const { section } = renderChoice({ quotes: [], quoteId: null });
    expect(within(section).getByText('No carrier service of this site can carry this freight.')).toBeTruthy();
    expect(within(section).queryByRole('radio')).toBeNull();
  });
});
