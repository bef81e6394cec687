import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DangerousGoodsForm } from '../../../../shared/shipment-form/lib/line-form';
import { enterText } from '../../../../testing/enter-text';
import { site } from '../../../../testing/fixtures';
import type { ConsignmentForm } from '../../lib/form-schema';
import { renderFormPart } from '../../testing/render-form-part';
import { EmergencyContactFields } from './EmergencyContactFields';

const melbourne = site('1', 'Melbourne DC');

const paint: DangerousGoodsForm = {
  presetId: null,
  unNumber: '1263',
  properShippingName: 'PAINT',
  classOrDivision: '3',
  packingGroup: 'II',
  receptacle: 'Drum',
  receptacleCount: 2,
  quantityAmount: 40,
  quantityUnit: 'L',
  notifiable: false,
  notification: '',
};

const carrying =
  (entries: DangerousGoodsForm[]) =>
  (form: ConsignmentForm): ConsignmentForm => ({
    ...form,
    lineItems: form.lineItems.map((line, index) =>
      index === 0 ? { ...line, dangerousGoods: entries } : line,
    ),
  });

function renderContact(entries: DangerousGoodsForm[]) {
  return renderFormPart(<EmergencyContactFields />, {
    site: melbourne,
    from: 'saved',
    initial: carrying(entries),
  });
}

describe('the emergency contact of dangerous goods', () => {
  it('is not asked for while no line carries dangerous goods', () => {
    renderContact([]);
    expect(screen.queryByRole('region', { name: 'Emergency contact' })).toBeNull();
  });

  it('is needed for declarable goods, and saved with them', async () => {
    const onSubmit = renderContact([paint]);
    const section = screen.getByRole('region', { name: 'Emergency contact' });
    expect(within(section).getByRole('heading', { name: 'Emergency contact (24 hours)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(section).getAllByText('Cannot be blank')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();

    await enterText(within(section).getByRole('textbox', { name: /Emergency contact name/ }), 'Sam Safety');
    await enterText(
      within(section).getByRole('textbox', { name: /Emergency phone \(24 hours\)/ }),
      '1800 000 111',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].emergencyContact).toEqual({
      name: 'Sam Safety',
      phone: '1800 000 111',
    });
  });

  it('is shown but not needed when the goods are only notifiable', async () => {
    const onSubmit = renderContact([{ ...paint, notifiable: true, notification: 'EPA ref 42' }]);
    expect(screen.getByRole('region', { name: 'Emergency contact' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].emergencyContact).toEqual({ name: '', phone: '' });
  });
});
