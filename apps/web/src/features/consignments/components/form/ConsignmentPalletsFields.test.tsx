import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../../../testing/choose-option';
import { site } from '../../../../testing/fixtures';
import { renderFormPart } from '../../testing/render-form-part';
import { ConsignmentPalletsFields } from './ConsignmentPalletsFields';

const melbourne = site('1', 'Melbourne DC');

describe("a consignment's pallets (spec 3: transfer type and docket numbers)", () => {
  it('saves who the pallets go to and their docket numbers', async () => {
    const onSubmit = renderFormPart(<ConsignmentPalletsFields />, { site: melbourne, from: 'saved' });
    const section = screen.getByRole('region', { name: 'Pallets' });
    const transfer = within(section).getByLabelText(/Pallet transfer/, { selector: 'input' });
    const options = await optionsOf(transfer);
    expect(options.map((option) => option.textContent)).toEqual(['Carrier', 'Receiver', 'Unknown']);
    fireEvent.click(options[1] as HTMLElement);
    expect(transfer).toHaveProperty('value', 'Receiver');
    const dockets = within(section).getByLabelText(/Docket numbers/, { selector: 'input' });
    await userEvent.type(dockets, 'D-100{Enter}D-101{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].pallets).toEqual({
      transferType: 'receiver',
      docketNumbers: ['D-100', 'D-101'],
    });
  });
});
