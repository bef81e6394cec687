import type { Site } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { enterText } from '../../../testing/enter-text';
import { apiErrorBody } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { DangerousGoodsPresetsPage } from './DangerousGoodsPresetsPage';
import { listScreenStart } from '../../../testing/list-screen-start';
import { expectDeleted, expectRow, openDialog, press } from '../../../testing/list-screen-steps';
import { paintPreset } from '../../../testing/dg-preset-fixture';

const melbourne = site('1', 'Melbourne DC', {
  dangerousGoods: { isTransacting: true, hasTransacted: true, notifiableEnabled: false },
});
const LIST = '/api/org/dangerous-goods/presets';

const paint = paintPreset({ productDescription: 'Solvent-based enamel' });

const startAt = (presetSite: Site) =>
  listScreenStart(() => <DangerousGoodsPresetsPage site={presetSite} creationPrevented={false} />, LIST, [
    paint,
  ]);
const start = startAt(melbourne);

describe('dangerous goods presets', () => {
  it("says the day a preset was last used as Melbourne's day, whatever the browser's zone", async () => {
    // 1:30 am on 29 November in Melbourne, still the 28th in UTC
    start({}, [{ ...paint, lastUsed: '2026-11-28T14:30:00Z' }]);
    await expectRow('UN 1263', ['29 Nov 2026']);
  });

  it('lists the presets, highest UN number first', async () => {
    const { listUrls } = start();
    await expectRow('UN 1263', ['PAINT', 'Declarable', '20 L', 'Never']);
    expect(screen.getByText('Showing 1–1 of 1 preset')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /^UN number/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(listUrls()[0]).toMatch(/sort=-unNumber(&|$)/);
  });

  it('says so when the site has none', async () => {
    start({}, []);
    expect(await screen.findByText('This site has no dangerous goods presets yet.')).toBeTruthy();
  });

  it('refuses a malformed UN number, then shows the server’s 422 at its field', async () => {
    const { api } = start({
      [`POST ${LIST}`]: () => ({
        status: 422,
        body: apiErrorBody(422, 'invalid', 'cannot be more than 200 characters', '/data/properShippingName'),
      }),
    });
    const dialog = await openDialog('New preset', /dangerous goods preset/i);
    const un = within(dialog).getByRole('textbox', { name: /UN number/ });
    await enterText(un, '12A');
    await enterText(within(dialog).getByRole('textbox', { name: /Proper shipping name/ }), 'KEROSENE');
    // declarable goods need their class, and the packing group unless the class has none
    const choice = (name: string) =>
      within(dialog).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
    expect(within(dialog).getByText('Class or division').parentElement?.textContent).not.toContain(
      '(optional)',
    );
    expect(within(dialog).getByText('Packing group').parentElement?.textContent).not.toContain('(optional)');
    await chooseOption(choice('Class or division'), '2.1');
    expect(within(dialog).getByText('Packing group').parentElement?.textContent).toContain('(optional)');
    await chooseOption(within(dialog).getByLabelText(/Class or division/, { selector: 'input' }), '3');
    await chooseOption(within(dialog).getByLabelText(/Packing group/, { selector: 'input' }), 'III');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText('Must be a 4-digit UN number')).toBeTruthy();
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await userEvent.clear(un);
    await enterText(un, '1223');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText('Cannot be more than 200 characters')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Proper shipping name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    const posted = api.requests.find((r) => r.method === 'POST');
    expect(posted?.body).toMatchObject({
      data: { siteId: '1', dgType: 'declarable', unNumber: '1223', properShippingName: 'KEROSENE' },
    });
  });

  it('says at the unit, still marked optional, that a quantity needs one; blank class and packing group are both asked for', async () => {
    const { api } = start();
    const dialog = await openDialog('New preset', /dangerous goods preset/i);
    await enterText(within(dialog).getByRole('textbox', { name: /UN number/ }), '1203');
    await enterText(within(dialog).getByRole('textbox', { name: /Proper shipping name/ }), 'PETROL');
    await enterText(within(dialog).getByRole('textbox', { name: /Aggregate quantity/ }), '20');
    await press(dialog, 'Save');
    const unit = within(dialog).getByLabelText(/^Unit/, { selector: 'input' });
    expect(within(dialog).getByText('Unit').parentElement?.textContent).toContain('(optional)');
    expect(await within(dialog).findByText('Unit is required with an aggregate quantity')).toBeTruthy();
    expect(unit.getAttribute('aria-invalid')).toBe('true');
    const packingGroup = within(dialog).getByLabelText(/^Packing group/, { selector: 'input' });
    expect(packingGroup.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('Cannot be blank')).toHaveLength(2);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('edits a preset and deletes one once confirmed', async () => {
    const { api } = start({
      [`GET ${LIST}/dg-1`]: () => ({ body: { data: paint } }),
      [`PUT ${LIST}/dg-1`]: () => ({ body: { data: { ...paint, receptacle: 'Drum' } } }),
      [`DELETE ${LIST}/dg-1`]: () => ({ status: 204 }),
    });
    const dialog = await openDialog('Edit UN 1263 PAINT', /dangerous goods preset/i);
    const receptacle = await within(dialog).findByDisplayValue('Tin');
    await userEvent.clear(receptacle);
    await enterText(receptacle, 'Drum');
    await press(dialog, 'Save');
    expect(await screen.findByText('UN 1263 PAINT saved')).toBeTruthy();
    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toMatchObject({ data: { receptacle: 'Drum', unNumber: '1263' } });

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /dangerous goods preset/i })).toBeNull());
    await expectDeleted(api, `${LIST}/dg-1`, 'Delete UN 1263 PAINT', {
      title: 'Delete dangerous goods preset UN 1263 PAINT?',
      message: 'UN 1263 PAINT will be deleted.',
      deleted: 'UN 1263 PAINT deleted',
    });
  });
  it('offers notifiable goods only where the site has them, without the declarable details', async () => {
    startAt(
      site('1', 'Melbourne DC', {
        dangerousGoods: { isTransacting: true, hasTransacted: true, notifiableEnabled: true },
      }),
    )({}, []);
    const dialog = await openDialog('New preset', /dangerous goods preset/i);
    expect(within(dialog).getByText('Declarable details')).toBeTruthy();
    const notifiable = within(dialog).getByRole('radio', { name: 'Notifiable' });
    expect(notifiable).toHaveProperty('disabled', false);
    await userEvent.click(within(dialog).getByText('Notifiable'));
    await waitFor(() => expect(within(dialog).queryByText('Declarable details')).toBeNull());
    expect(within(dialog).queryByLabelText(/Class or division/, { selector: 'input' })).toBeNull();
  });

  it('keeps notifiable goods off where the site does not have them', async () => {
    start({}, []);
    const dialog = await openDialog('New preset', /dangerous goods preset/i);
    expect(within(dialog).getByRole('radio', { name: 'Notifiable' })).toHaveProperty('disabled', true);
  });
});
