import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chooseOption } from '../../../testing/choose-option';
import { enterText } from '../../../testing/enter-text';
import { renderFieldsForm } from '../../../testing/fields-form';
import { recoveryFormSchema } from '../lib/recovery';
import type { RecoveryForm } from '../lib/recovery';
import { RecoveryFields } from './RecoveryFields';

const schema = z.object({ recovery: recoveryFormSchema });
const renderRecovery = (recovery: RecoveryForm = { type: 'none', value: null }) =>
  renderFieldsForm(schema, { recovery }, <RecoveryFields />);

const typeField = () => screen.getByLabelText(/Shipping cost recovery/, { selector: 'input' });

describe('shipping cost recovery (spec 3: nothing, a fixed amount or a markup)', () => {
  it('asks no amount without recovery, and an amount in dollars for a fixed amount', async () => {
    const onSubmit = renderRecovery();
    expect(typeField()).toHaveProperty('value', 'No recovery');
    expect(screen.queryByRole('textbox', { name: /Amount \(AUD\)/ })).toBeNull();

    await chooseOption(typeField(), 'Fixed amount');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await enterText(screen.getByRole('textbox', { name: /Amount \(AUD\)/ }), '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].recovery).toEqual({ type: 'fixedAmount', value: 12.5 });
  });

  it('asks a markup percentage in percent', async () => {
    const onSubmit = renderRecovery({ type: 'markupPercentage', value: 7.5 });
    expect(typeField()).toHaveProperty('value', 'Markup percentage');
    const markup = screen.getByRole('textbox', { name: /Markup \(%\)/ });
    expect(markup).toHaveProperty('value', '7.5%');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].recovery).toEqual({ type: 'markupPercentage', value: 7.5 });
  });
});
