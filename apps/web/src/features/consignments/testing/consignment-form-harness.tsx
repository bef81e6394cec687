import type { CustomField, Site } from '@freight/contracts';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useAppForm } from '../../../shared/ui/form/use-app-form';
import { defaultConsignmentForm } from '../lib/form-defaults';
import { savedConsignment } from '../lib/form-fixture';
import { consignmentToForm } from '../lib/form-from-consignment';
import type { ConsignmentForm, ConsignmentFormValues } from '../lib/form-schema';
import { consignmentFormSchema } from '../lib/form-schema';

export interface ConsignmentFormHarnessProps {
  site: Site;
  children: ReactNode;
  customFields?: readonly CustomField[];
  onSubmit?: (values: ConsignmentFormValues) => void;
  /** A new consignment (blank), or a complete saved one, which saves as it is. */
  from?: 'blank' | 'saved';
  /** Changes to the consignment the form starts with. */
  initial?: (form: ConsignmentForm) => ConsignmentForm;
}

/**
 * A part of the consignment form inside the form the editor uses (its schema, and a new outbound consignment
 * dispatched 9 March 2026 or a saved one), with a Save button that validates it.
 */
export function ConsignmentFormHarness({
  site,
  children,
  customFields = [],
  onSubmit,
  from = 'blank',
  initial,
}: ConsignmentFormHarnessProps) {
  const start =
    from === 'saved'
      ? consignmentToForm(savedConsignment(), site, customFields)
      : defaultConsignmentForm({
          type: 'outbound',
          site,
          customFields,
          recovery: { type: 'none', value: null },
          today: '2026-03-09',
        });
  const form = useAppForm(
    consignmentFormSchema({ costCentreRequired: site.costCentreConfiguration.required }),
    initial ? initial(start) : start,
  );
  return (
    <FormProvider {...form}>
      <form onSubmit={(event) => void form.handleSubmit((values) => onSubmit?.(values))(event)} noValidate>
        {children}
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}
