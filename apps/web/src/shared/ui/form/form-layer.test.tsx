import { formMessagesA, formMessagesB } from '@freight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders } from '../../../testing/render';
import { FormErrorsCard } from './FormErrorsCard';
import { TextField } from './TextField';
import { useAppForm } from './use-app-form';

const schema = z.object({
  code: z
    .string()
    .min(1, formMessagesB.required)
    .regex(/^\S*$/, formMessagesB.spaces)
    .max(4, formMessagesB.maxLength(4)),
  reference: z.string().nullable(),
  quiet: z.string(),
});

function TestForm({
  showAll,
  onSubmit = () => undefined,
}: {
  showAll?: boolean;
  onSubmit?: (v: unknown) => void;
}) {
  const form = useAppForm(schema, { code: '', reference: null, quiet: '' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
        <TextField<z.input<typeof schema>> name="code" label="Code" uppercase showAllErrors={showAll} />
        <TextField<z.input<typeof schema>> name="reference" label="Reference" optional nullIfEmpty />
        <TextField<z.input<typeof schema>> name="quiet" label="Quiet" />
        <button type="button" onClick={() => form.setError('quiet', { type: 'server' })}>
          Fail quietly
        </button>
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('form layer (spec 5.1)', () => {
  it('validates on blur and shows the first error sentence-cased', async () => {
    renderWithProviders(<TestForm />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.click(code);
    await userEvent.tab();
    expect(await screen.findByText('Cannot be blank')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
  });

  it('validates on input, and shows only the first of several errors', async () => {
    renderWithProviders(<TestForm />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, 'a b c d');
    expect(await screen.findByText('Cannot contain spaces')).toBeTruthy();
    expect(screen.queryByText('Cannot be more than 4 characters')).toBeNull();
  });

  it('shows every error when asked', async () => {
    renderWithProviders(<TestForm showAll />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'a b c d');
    expect(await screen.findByText('Cannot contain spaces')).toBeTruthy();
    expect(screen.getByText('Cannot be more than 4 characters')).toBeTruthy();
  });

  it('clears the error once the value is valid', async () => {
    renderWithProviders(<TestForm />);
    const code = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(code, 'a b');
    expect(await screen.findByText('Cannot contain spaces')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, 'ab');
    await waitFor(() => expect(screen.queryByText('Cannot contain spaces')).toBeNull());
  });

  it("shows 'invalid field' for an error without text", async () => {
    renderWithProviders(<TestForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Fail quietly' }));
    expect(await screen.findByText('invalid field')).toBeTruthy();
  });

  it("marks optional fields '(optional)'", () => {
    renderWithProviders(<TestForm />);
    expect(screen.getByText('(optional)')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Reference (optional)' })).toBeTruthy();
  });

  it('upper-cases typed input and sends null for an empty optional text', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), 'ab1');
    const reference = screen.getByRole('textbox', { name: 'Reference (optional)' });
    await userEvent.type(reference, 'x');
    await userEvent.clear(reference);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ code: 'AB1', reference: null, quiet: '' });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveProperty('value', 'AB1');
  });

  it('takes a time of day in 24-hour HH:MM, never the browser’s AM/PM time input (issue 24)', async () => {
    const times = z.object({ start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, formMessagesB.time) });
    const onSubmit = vi.fn();
    function TimeForm() {
      const form = useAppForm(times, { start: '' });
      return (
        <FormProvider {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
            <TextField<z.input<typeof times>> name="start" label="Start time" timeOfDay />
            <button type="submit">Save</button>
          </form>
        </FormProvider>
      );
    }
    renderWithProviders(<TimeForm />);
    const start = screen.getByRole('textbox', { name: 'Start time' });
    expect(start.getAttribute('placeholder')).toBe('HH:MM');
    await userEvent.type(start, '1745pm');
    await userEvent.tab();
    expect(start).toHaveProperty('value', '17:45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ start: '17:45' });
  });

  it('lists errors no field shows under "Please fix the following errors"', () => {
    renderWithProviders(<FormErrorsCard messages={[formMessagesA.required, 'cannot be blank']} />);
    expect(screen.getByRole('alert').textContent).toContain('Please fix the following errors');
    expect(screen.getByText('Cannot be blank')).toBeTruthy();
  });
});
