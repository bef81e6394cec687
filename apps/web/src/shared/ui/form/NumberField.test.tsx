import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderFieldsForm } from '../../../testing/fields-form';
import { NumberField } from './NumberField';

const schema = z.object({ weight: z.number().nullable() });
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
  it('takes a decimal typed key by key: "12." stays while its point is typed', async () => {
    const { onSubmit, input } = renderWeight();
    await userEvent.type(input, '12.');
    expect(input.value).toBe('12.');
    await userEvent.type(input, '5');
    expect(input.value).toBe('12.5');
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
});
