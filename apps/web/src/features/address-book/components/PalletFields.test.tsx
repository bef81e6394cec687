import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { optionsOf } from '../../../testing/choose-option';
import { renderWithProviders } from '../../../testing/render';
import { useAppForm } from '../../../shared/ui/form/use-app-form';
import { emptyEntryForm, entryFormSchema } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';
import { PalletFields } from './PalletFields';

type Values = ReturnType<typeof entryFormSchema.parse>;

const start: EntryForm = {
  ...emptyEntryForm(),
  name: 'Osborne Park Electrical',
  line1: '28 Hasler Rd',
  locality: { id: '6017', label: 'Osborne Park WA 6017' },
  residential: true,
};

function TestForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useAppForm(entryFormSchema, start);
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
        <PalletFields />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe("an address book entry's pallets (spec 3: lenders accepted, and who pallets transfer to)", () => {
  it('saves the lenders ticked and the preferred transfer', async () => {
    const onSubmit = vi.fn<(values: Values) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const transfer = screen.getByLabelText('Preferred pallet transfer', { selector: 'input' });
    expect(transfer).toHaveProperty('value', 'No preference');
    expect(screen.getByRole('checkbox', { name: 'CHEP' })).toHaveProperty('checked', false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'CHEP' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other' }));
    const options = await optionsOf(transfer);
    expect(options.map((option) => option.textContent).sort()).toEqual([
      'Carrier',
      'No preference',
      'Receiver',
      'Unknown',
    ]);
    const receiver = options.find((option) => option.textContent === 'Receiver');
    fireEvent.click(receiver as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      allowedPalletTypes: ['chep', 'other'],
      preferredTransferType: 'receiver',
    });
  });
});
