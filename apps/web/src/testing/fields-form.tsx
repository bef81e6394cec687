import { FormProvider } from 'react-hook-form';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { z } from 'zod';
import { useAppForm } from '../shared/ui/form/use-app-form';
import { renderWithProviders } from './render';

/** Renders `fields` in a form of `schema` started at `initial`, with a Save button; returns the spy it submits to. */
export function renderFieldsForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  initial: DefaultValues<z.input<S>>,
  fields: ReactNode,
) {
  const onSubmit = vi.fn<(values: z.output<S>) => void>();
  function FieldsForm() {
    const form = useAppForm(schema, initial);
    return (
      <FormProvider {...form}>
        <form onSubmit={(event) => void form.handleSubmit(onSubmit)(event)} noValidate>
          {fields}
          <button type="submit">Save</button>
        </form>
      </FormProvider>
    );
  }
  renderWithProviders(<FieldsForm />);
  return onSubmit;
}
