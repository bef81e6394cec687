import { formMessagesB } from '@freight/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectNoAxeViolations } from '../../../testing/axe';
import { renderWithProviders } from '../../../testing/render';
import { FormErrorsCard } from './FormErrorsCard';
import { NumberField } from './NumberField';
import { TextField } from './TextField';
import { useAppForm } from './use-app-form';

const schema = z.object({
  code: z.string().min(1, formMessagesB.required),
  weight: z.number({ error: formMessagesB.required }).nullable(),
  description: z.string().min(1, formMessagesB.required),
});
type Values = z.input<typeof schema>;

function PresetForm({ serverErrors = [] }: { serverErrors?: string[] }) {
  const form = useAppForm(schema, { code: '', weight: null, description: '' });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(() => undefined)} noValidate aria-label="Preset">
        <FormErrorsCard messages={serverErrors} />
        <TextField<Values> name="code" label="Code" />
        <NumberField<Values> name="weight" label="Weight (kg)" optional />
        <TextField<Values> name="description" label="Description" />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('form layer accessibility', () => {
  it('has no WCAG 2.1 A or AA violation, with or without errors showing', async () => {
    const { container } = renderWithProviders(<PresetForm serverErrors={['cannot be blank']} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findAllByText('Cannot be blank');
    await expectNoAxeViolations(container);
  });

  it('ties each error to its field, and a failed save takes focus to the first field in error', async () => {
    renderWithProviders(<PresetForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    // a screen reader reads the error with the field, as its description
    const described = (code.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Cannot be blank');
    expect(document.activeElement).toBe(code);
    expect(screen.getByRole('textbox', { name: 'Description' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('announces errors no field shows as an alert', () => {
    renderWithProviders(<PresetForm serverErrors={['the preset could not be saved']} />);
    expect(screen.getByRole('alert').textContent).toContain('The preset could not be saved');
  });

  it('fails on what the check is for: an icon button with no name', async () => {
    const { container } = render(
      <main>
        <button type="button">
          <svg aria-hidden="true" />
        </button>
      </main>,
    );
    await expect(expectNoAxeViolations(container)).rejects.toThrow(/button-name/);
  });
});
