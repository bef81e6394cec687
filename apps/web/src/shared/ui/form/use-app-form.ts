import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { sayBoundsInFormWords } from '@freight/contracts/bound-messages';

// the words a form says of a bound its schema gives none for, set as the form layer loads, before any form checks
sayBoundsInFormWords();

/**
 * The form layer's forms (spec 5.1): validated by a zod schema whose messages come from the contracts catalogue,
 * on blur and on input, collecting every failure of a field so a field can show all of them when asked.
 */
export function useAppForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'all',
    reValidateMode: 'onChange',
    criteriaMode: 'all',
  });
}
