import type { DangerousGoodsPreset } from '@freight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { enterText } from '../../../testing/enter-text';
import { installFakeApi, pageAnswer } from '../../../testing/fake-api';
import { typedCarton } from '../../../testing/line-fixture';
import { renderWithProviders } from '../../../testing/render';
import { useAppForm } from '../../ui/form/use-app-form';
import { lineFormSchema, type LineForm, type LineValues } from '../lib/line-form';
import { lineMeasuresToWire, savedLineToForm } from '../lib/line-wire';
import { DangerousGoodsFields } from './DangerousGoodsFields';
import { paintPreset } from '../../../testing/dg-preset-fixture';

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

function TestForm({
  onSubmit,
  start = line,
}: {
  onSubmit: (line: LineValues | undefined) => void;
  start?: LineForm;
}) {
  const form = useAppForm(schema, { lineItems: [start] });
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

/** The line's first entry as the form sends it, once saved. */
async function sentEntry(onSubmit: ReturnType<typeof vi.fn<(line: LineValues | undefined) => void>>) {
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  const sent = onSubmit.mock.calls[0]?.[0];
  return sent && lineMeasuresToWire(sent).dangerousGoods?.[0];
}

const technicalName = () => screen.queryByRole('textbox', { name: 'Line 1 technical name' });
const HINT = 'N.O.S. goods need their technical name on the documents';

describe('an N.O.S. entry’s technical name', () => {
  it('is asked for once the proper shipping name is an N.O.S. one, with a hint while empty, and sent trimmed', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    const name = screen.getByRole('textbox', { name: 'Line 1 proper shipping name' });
    // an ordinary name names its goods itself
    expect(technicalName()).toBeNull();
    await userEvent.clear(name);
    await enterText(name, 'Paint related material, n.o.s.');
    const field = technicalName();
    if (!field) throw new Error('no technical name field');
    expect(screen.getByText(HINT)).toBeTruthy();
    await enterText(field, '  xylene ');
    expect(screen.queryByText(HINT)).toBeNull();
    expect(await sentEntry(onSubmit)).toMatchObject({
      properShippingName: 'Paint related material, n.o.s.',
      technicalName: 'xylene',
    });
  });

  it('is neither asked for nor sent for an ordinary name', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    expect(technicalName()).toBeNull();
    expect(await sentEntry(onSubmit)).not.toHaveProperty('technicalName');
  });

  it('only hints at an N.O.S. entry without one: it still saves, with none sent', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    const first = line.dangerousGoods[0];
    const start = {
      ...line,
      dangerousGoods: first ? [{ ...first, properShippingName: 'ALCOHOLS, NOS' }] : [],
    };
    renderWithProviders(<TestForm onSubmit={onSubmit} start={start} />);
    expect(technicalName()).toBeTruthy();
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(await sentEntry(onSubmit)).not.toHaveProperty('technicalName');
  });

  it('reads back a saved entry’s technical name, shown even beside an ordinary name, and sends it back', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    const saved = savedLineToForm({
      shippingItemPresetId: null,
      packagingType: 'Carton',
      description: 'Paint tins',
      quantity: 1,
      length: 400,
      width: 300,
      height: 200,
      weight: 10_000,
      dangerousGoods: [
        {
          id: 'dg_a',
          unNumber: '1263',
          properShippingName: 'PAINT',
          technicalName: 'enamel',
          receptacleCount: 1,
        },
      ],
    });
    renderWithProviders(<TestForm onSubmit={onSubmit} start={saved} />);
    const field = technicalName();
    expect(field && (field as HTMLInputElement).value).toBe('enamel');
    expect(screen.queryByText(HINT)).toBeNull();
    expect(await sentEntry(onSubmit)).toMatchObject({ properShippingName: 'PAINT', technicalName: 'enamel' });
  });

  it('stays while cleared, so it can be typed again', async () => {
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    const first = line.dangerousGoods[0];
    const start = { ...line, dangerousGoods: first ? [{ ...first, technicalName: 'enamel' }] : [] };
    renderWithProviders(<TestForm onSubmit={onSubmit} start={start} />);
    const field = technicalName();
    if (!field) throw new Error('no technical name field');
    await userEvent.clear(field);
    expect(technicalName()).toBe(field);
    expect(await sentEntry(onSubmit)).not.toHaveProperty('technicalName');
  });
});

const preset = (id: string, fill: Partial<DangerousGoodsPreset>) => paintPreset({ id, ...fill });

/** Opens the entry's preset picker and chooses the preset of that label once the site's presets have come. */
async function choosePreset(label: string) {
  fireEvent.click(screen.getByLabelText('Line 1 dangerous goods preset', { selector: 'input' }));
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}

describe('a dangerous goods preset’s technical name', () => {
  it('fills the entry’s technical name, which is sent; a preset without one clears it', async () => {
    installFakeApi({
      'GET /api/org/dangerous-goods/presets': () =>
        pageAnswer([
          preset('7', {
            unNumber: '1263',
            properShippingName: 'PAINT RELATED MATERIAL, N.O.S.',
            technicalName: 'xylene',
            productDescription: 'Thinners',
          }),
          preset('8', { unNumber: '1090', properShippingName: 'ACETONE', technicalName: null }),
        ]),
    });
    const onSubmit = vi.fn<(line: LineValues | undefined) => void>();
    renderWithProviders(<TestForm onSubmit={onSubmit} />);
    await choosePreset('UN1263 PAINT RELATED MATERIAL, N.O.S. (class 3)');
    await waitFor(() => expect((technicalName() as HTMLInputElement | null)?.value).toBe('xylene'));
    await choosePreset('UN1090 ACETONE (class 3)');
    await waitFor(() => expect((technicalName() as HTMLInputElement | null)?.value).toBe(''));
    await choosePreset('UN1263 PAINT RELATED MATERIAL, N.O.S. (class 3)');
    await waitFor(() => expect((technicalName() as HTMLInputElement | null)?.value).toBe('xylene'));
    expect(await sentEntry(onSubmit)).toMatchObject({
      presetId: 7,
      properShippingName: 'PAINT RELATED MATERIAL, N.O.S.',
      technicalName: 'xylene',
      // what the form does not show is still carried from the preset
      productDescription: 'Thinners',
    });
  });
});
