import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { typedCarton } from '../../../testing/line-fixture';
import { renderWithProviders } from '../../../testing/render';
import { useAppForm } from '../../ui/form/use-app-form';
import { lineFormSchema, type LineValues } from '../lib/line-form';
import { lineMeasuresToWire } from '../lib/line-wire';
import { DangerousGoodsFields } from './DangerousGoodsFields';

const schema = z.object({ lineItems: z.array(lineFormSchema) });

const line = typedCarton({
  dangerousGoods: [
    {
      presetId: null,
      unNumber: '1263',
      properShippingName: 'PAINT',
      classOrDivision: null,
      packingGroup: null,
    },
  ],
});

function TestForm({ onSubmit }: { onSubmit: (line: LineValues | undefined) => void }) {
  const form = useAppForm(schema, { lineItems: [line] });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(values.lineItems[0]))} noValidate>
        <DangerousGoodsFields siteId="1" lineIndex={0} fields={[{ id: 'dg-0' }]} remove={() => undefined} />
        <button type="submit">Save</button>
      </form>
    </FormProvider>
  );
}

describe('dangerous goods notification (M40)', () => {
  it('asks for the notification only once the entry is notifiable, and sends it', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    expect(screen.queryByRole('textbox', { name: 'Line 1 notification' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Line 1 notifiable' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 1 notification' }), 'EPA ref 42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]?.[0];
    expect(sent && lineMeasuresToWire(sent).dangerousGoods?.[0]).toMatchObject({
      notifiable: true,
      notification: 'EPA ref 42',
    });
  });

  it('hides and never sends a notification once the entry is no longer notifiable', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const notifiable = screen.getByRole('checkbox', { name: 'Line 1 notifiable' });
    await userEvent.click(notifiable);
    await userEvent.type(screen.getByRole('textbox', { name: 'Line 1 notification' }), 'EPA ref 42');
    await userEvent.click(notifiable);
    expect(screen.queryByRole('textbox', { name: 'Line 1 notification' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    const sent = onSubmit.mock.calls[0]?.[0];
    const entry = sent && lineMeasuresToWire(sent).dangerousGoods?.[0];
    expect(entry).not.toHaveProperty('notification');
    expect(entry).not.toHaveProperty('notifiable');
  });
});
