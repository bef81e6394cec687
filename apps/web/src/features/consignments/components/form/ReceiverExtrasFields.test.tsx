import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enterText } from '../../../../testing/enter-text';
import { site } from '../../../../testing/fixtures';
import { renderFormPart } from '../../testing/render-form-part';
import { ReceiverExtrasFields } from './ReceiverExtrasFields';

const melbourne = site('1', 'Melbourne DC');

describe("the receiver's options (spec 3)", () => {
  it('shows the saved options and saves the changed ones, special instructions and delivery references', async () => {
    const onSubmit = renderFormPart(<ReceiverExtrasFields />, { site: melbourne, from: 'saved' });
    for (const name of ['Tailgate', 'Hand unload', 'Authority to leave', 'Prevent consolidation'])
      expect(screen.getByRole('checkbox', { name })).toBeTruthy();
    // the saved consignment asks for a tailgate and leaves at the trade counter
    expect(screen.getByRole('checkbox', { name: 'Tailgate' })).toHaveProperty('checked', true);
    const instructions = screen.getByRole('textbox', { name: /Special instructions/ });
    expect(instructions).toHaveProperty('value', 'Trade counter');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Tailgate' }));
    await userEvent.clear(instructions);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Authority to leave' }));
    await enterText(instructions, 'Use the rear dock');
    await userEvent.type(screen.getByLabelText(/Delivery references/, { selector: 'input' }), 'DR-1{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].receiverExtras).toMatchObject({
      tailgate: false,
      handUnload: false,
      authorityToLeave: true,
      preventConsolidation: false,
      specialInstructions: 'Use the rear dock',
      deliveryReferences: ['DR-1'],
    });
  });

  it('keeps special instructions within 500 characters', async () => {
    const onSubmit = renderFormPart(<ReceiverExtrasFields />, { site: melbourne, from: 'saved' });
    const instructions = screen.getByRole('textbox', { name: /Special instructions/ });
    await userEvent.clear(instructions);
    await enterText(instructions, 'x'.repeat(501));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be more than 500 characters')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
