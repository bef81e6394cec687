import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption, optionsOf } from '../../../../testing/choose-option';
import { enterText } from '../../../../testing/enter-text';
import { site } from '../../../../testing/fixtures';
import { renderFormPart } from '../../testing/render-form-part';
import { ConsignmentDetailsFields } from './ConsignmentDetailsFields';

const costCentres = [
  { code: 'MEL-100', description: 'Warehouse' },
  { code: 'MEL-200', description: 'Returns' },
];

describe('consignment details', () => {
  it('starts dispatched today with both autoprints on, and shows no cost centre the site does not use', () => {
    const plain = site('1', 'Melbourne DC');
    renderFormPart(<ConsignmentDetailsFields site={plain} />, { site: plain });
    const section = screen.getByRole('region', { name: 'Consignment details' });
    expect(within(section).getByLabelText(/Dispatch date/)).toHaveProperty('value', '2026-03-09');
    expect(within(section).getByRole('checkbox', { name: 'Print labels automatically' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(section).getByRole('checkbox', { name: 'Print connote automatically' })).toHaveProperty(
      'checked',
      true,
    );
    expect(within(section).queryByText('Cost centre')).toBeNull();
  });

  it("needs a cost centre the site requires, and the site's required fields", async () => {
    const strict = site('1', 'Melbourne DC', { costCentreConfiguration: { required: true, costCentres } });
    const onSubmit = renderFormPart(<ConsignmentDetailsFields site={strict} />, {
      site: strict,
      from: 'saved',
      customFields: [
        { key: 'po', label: 'Purchase order', required: true },
        { key: 'job', label: 'Job number', required: false },
      ],
      initial: (form) => ({
        ...form,
        costCenter: null,
        customFields: form.customFields.map((field) => ({ ...field, value: '' })),
      }),
    });
    const section = screen.getByRole('region', { name: 'Consignment details' });
    const costCentre = within(section).getByLabelText(/Cost centre/, { selector: 'input' });
    // an empty choice says what to do rather than showing a blank box
    expect(costCentre.getAttribute('placeholder')).toBe('Choose a cost centre');
    expect((await optionsOf(costCentre)).map((option) => option.textContent)).toEqual([
      'MEL-100 Warehouse',
      'MEL-200 Returns',
    ]);
    expect(within(section).getByText('Job number').parentElement?.textContent).toContain('(optional)');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getAllByText('Cannot be blank')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    await chooseOption(costCentre, 'MEL-200 Returns');
    await enterText(within(section).getByRole('textbox', { name: /Purchase order/ }), 'PO-77');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values?.costCenter).toBe('MEL-200');
    expect(values?.customFields.map((field) => [field.key, field.value])).toEqual([
      ['po', 'PO-77'],
      ['job', ''],
    ]);
  });
});
