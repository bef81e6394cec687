import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../testing/render';
import { NumberField } from './NumberField';
import { useAppForm } from './use-app-form';

const schema = z.object({ weight: z.number().nullable() });
type Values = z.input<typeof schema>;

function WeightForm({ onSubmit, preset }: { onSubmit: (values: Values) => void; preset?: number }) {
  const form = useAppForm(schema, { weight: null });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <NumberField<Values> name="weight" label="Weight (kg)" decimalScale={2} hideControls />
        <button type="button" onClick={() => form.setValue('weight', preset ?? null)}>
          Fill
        </button>
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('a number field', () => {
  it('takes a decimal typed key by key: "12." stays while its point is typed', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<WeightForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.type(input, '12.');
    expect((input as HTMLInputElement).value).toBe('12.');
    await userEvent.type(input, '5');
    expect((input as HTMLInputElement).value).toBe('12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: 12.5 }));
  });

  it('shows the form’s number once the form sets another, dropping a half-typed one', async () => {
    renderWithProviders(<WeightForm onSubmit={vi.fn()} preset={3} />);
    const input = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.type(input, '7.');
    await userEvent.click(screen.getByRole('button', { name: 'Fill' }));
    expect((input as HTMLInputElement).value).toBe('3');
  });

  it('is empty, and null, once cleared', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<WeightForm onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Weight (kg)' });
    await userEvent.type(input, '4');
    await userEvent.clear(input);
    expect((input as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit.mock.calls[0]?.[0]).toEqual({ weight: null }));
  });
});
