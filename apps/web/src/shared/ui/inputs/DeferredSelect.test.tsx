import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('selects loaded on first use', () => {
  it('show a labelled look-alike with the chosen value until Mantine’s select arrives, which keeps the focus', async () => {
    vi.resetModules();
    const { Select, MultiSelect } = await import('./DeferredSelect');
    render(
      <MantineProvider>
        <Select label="Type" placeholder="All types" data={[{ value: 'in', label: 'Inbound' }]} value="in" />
        <MultiSelect label="Carrier" data={['Fast', 'Slow', 'Cheap']} value={['Fast', 'Cheap']} />
      </MantineProvider>,
    );
    const field = (name: string) => screen.getByRole<HTMLInputElement>('combobox', { name });
    const standIn = field('Type');
    expect(standIn.value).toBe('Inbound');
    expect(standIn.getAttribute('aria-expanded')).toBe('false');
    expect(field('Carrier').value).toBe('Fast, Cheap');
    standIn.focus();
    await waitFor(() => expect(field('Type')).not.toBe(standIn));
    expect(field('Type').getAttribute('aria-haspopup')).toBe('listbox');
    expect(screen.queryByDisplayValue('Fast, Cheap')).toBeNull();
    expect(field('Type').value).toBe('Inbound');
    expect(document.activeElement).toBe(field('Type'));
    expect(screen.getAllByText('Cheap').length).toBeGreaterThan(0);
  });
});
