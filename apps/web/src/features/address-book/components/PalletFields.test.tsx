import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../../testing/choose-option';
import { renderFieldsForm } from '../../../testing/fields-form';
import { emptyEntryForm, entryFormSchema } from '../lib/entry-form';
import type { EntryForm } from '../lib/entry-form';
import { PalletFields } from './PalletFields';

const start: EntryForm = {
  ...emptyEntryForm(),
  name: 'Osborne Park Electrical',
  line1: '28 Hasler Rd',
  locality: { id: '6017', label: 'Osborne Park WA 6017' },
  residential: true,
};

describe("an address book entry's pallets (spec 3: lenders accepted, and who pallets transfer to)", () => {
  it('saves the lenders ticked and the preferred transfer', async () => {
    const onSubmit = renderFieldsForm(entryFormSchema, start, <PalletFields />);
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
