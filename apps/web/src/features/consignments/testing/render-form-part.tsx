import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import type { ConsignmentFormValues } from '../lib/form-schema';
import { ConsignmentFormHarness } from './consignment-form-harness';
import type { ConsignmentFormHarnessProps } from './consignment-form-harness';

/**
 * Renders a part of the consignment form in the harness, with its Save button; gives the mock that Save calls with
 * the form's values once they are valid.
 */
export function renderFormPart(
  part: ReactNode,
  harness: Omit<ConsignmentFormHarnessProps, 'children' | 'onSubmit'>,
) {
  const onSubmit = vi.fn<(values: ConsignmentFormValues) => void>();
  renderWithProviders(
    <ConsignmentFormHarness {...harness} onSubmit={onSubmit}>
      {part}
    </ConsignmentFormHarness>,
  );
  return onSubmit;
}
