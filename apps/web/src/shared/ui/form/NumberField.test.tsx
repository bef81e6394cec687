import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { formMessagesB } from '@freight/contracts';
import { z } from 'zod';
import { renderFieldsForm } from '../../../testing/fields-form';
import { NumberField } from './NumberField';

// as the app's schemas word a value that is no number
const schema = z.object({ weight: z.number({ error: formMessagesB.number }).nullable() });
type Values = z.input<typeof schema>;

/** Sets the weight as a preset's fill would. */
function Fill({ to }: { to: number }) {
  const { setValue } = useFormContext<Values>();
  return (
    <button type="button" onClick={() => setValue('weight', to)}>
      Fill
    </button>
  );
}

function renderWeight() {
  const onSubmit = renderFieldsForm(
    schema,
    { weight: null },
    <>
      <NumberField<Values> name="weight" label="Weight (kg)" decimalScale={2} hideControls />
      <Fill to={3} />
    </>,
  );
  return { onSubmit, input: screen.getByRole<HTMLInputElement>('textbox', { name: 'Weight (kg)' }) };
}

describe('a number field', () => {
  // a comma followed by one or two digits is a decimal point, shown as typed
  it.each([
    ['12.', '5', '12.5'],
    ['12,', '50', '12,50'],
  ])('takes a decimal typed key by key: "%s" stays while its mark is typed', async (start, rest, shown) => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, start);
    expect(input.value).toBe(start);
    await userEvent.type(input, rest);
    expect(input.value).toBe(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: 12.5 }));
  });

  it('shows the form’s number once the form sets another, dropping a half-typed one', async () => {
    const { input } = renderWeight();
    await userEvent.type(input, '7.');
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect(input.value).toBe('3');
  });

  it('is empty, and null, once cleared', async () => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, '4');
    await userEvent.clear(input);
    expect(input.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: null }));
  });

  it('takes "1,250" for no number, since it may be 1250 or 1.25, and keeps it as typed', async () => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, '1,250');
    expect(input.value).toBe('1,250');
    expect(await screen.findByText('Enter a valid number')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    // taking the comma out leaves the thousands as a whole number
    await userEvent.type(input, '{ArrowLeft}{ArrowLeft}{ArrowLeft}{Backspace}');
    expect(input.value).toBe('1250');
    await waitFor(() => expect(screen.queryByText('Enter a valid number')).toBeNull());
  });

  it.each([
    ['1,250', '1,250', Number.NaN],
    ['12,5', '12,5', 12.5],
    ['1,250,000', '1250000', 1_250_000],
    [' 42.5 ', '42.5', 42.5],
  ])('reads "%s" pasted as it reads it typed', async (pasted, shown, number) => {
    const { onSubmit, input } = renderWeight();
    await userEvent.click(input);
    await userEvent.paste(pasted);
    expect(input.value).toBe(shown);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    if (Number.isNaN(number)) {
      expect(await screen.findByText('Enter a valid number')).toBeTruthy();
      expect(onSubmit).not.toHaveBeenCalled();
    } else await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: number }));
  });

  it('puts a paste where the cursor stands', async () => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, '12');
    await userEvent.paste(',5');
    expect(input.value).toBe('12,5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: 12.5 }));
  });

  it('keeps a fraction typed into a whole-number field for the form’s rule, never dropping its mark', async () => {
    const countSchema = z.object({
      count: z.number({ error: formMessagesB.number }).int(formMessagesB.integer).nullable(),
    });
    type Count = z.input<typeof countSchema>;
    renderFieldsForm(countSchema, { count: null }, <NumberField<Count> name="count" label="Count" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Count' });
    await userEvent.type(input, '12,5');
    expect(input.value).toBe('12,5');
    expect(await screen.findByText('Enter a valid number')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '12.5');
    expect(input.value).toBe('12.5');
    expect(await screen.findByText('Enter a valid number')).toBeTruthy();
  });

  it('refuses a key no number is typed with, and says so until the field is left', async () => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, '1e9');
    // the "e" never reaches the input: what stands is what was accepted, with the reason beside it
    expect(input.value).toBe('19');
    expect(screen.getByText('Enter a valid number')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.tab();
    expect(screen.queryByText('Enter a valid number')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: 19 }));
  });

  it('refuses a paste with letters in it whole, rather than keeping its digits', async () => {
    const { input } = renderWeight();
    await userEvent.click(input);
    await userEvent.paste('12 kg');
    expect(input.value).toBe('');
    expect(screen.getByText('Enter a valid number')).toBeTruthy();
  });
});
