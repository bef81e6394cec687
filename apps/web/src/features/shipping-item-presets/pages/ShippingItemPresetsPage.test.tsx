import type { ShippingItemPresetListItem } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../testing/choose-option';
import { enterText } from '../../../testing/enter-text';
import { apiErrorBody } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { ShippingItemPresetsPage } from './ShippingItemPresetsPage';
import { listScreenStart } from '../../../testing/list-screen-start';
import {
  expectDeleted,
  expectRow,
  expectSearchFindsNone,
  openDialog,
  press,
  sortBy,
} from '../../../testing/list-screen-steps';

const melbourne = site('1', 'Melbourne DC');
const LIST = '/api/org/shipping-item-presets';

const carton: ShippingItemPresetListItem = {
  id: 'p-1',
  siteId: '1',
  quickAccessCode: 'CTN40',
  description: 'Carton 40 x 30 x 20',
  packagingType: 'Carton',
  length: 400,
  width: 300,
  height: 200,
  weight: 2500,
};
const satchel: ShippingItemPresetListItem = {
  id: 'p-2',
  siteId: '1',
  quickAccessCode: 'SAT1',
  description: 'Small satchel',
  packagingType: 'Satchel',
  length: null,
  width: null,
  height: null,
  weight: 150,
};

const start = listScreenStart(
  () => <ShippingItemPresetsPage site={melbourne} creationPrevented={false} />,
  LIST,
  [carton, satchel],
);

describe('shipping item presets', () => {
  it('lists the site’s presets in cm, kg and m³ with the paging count', async () => {
    const { listUrls } = start({}, [carton, satchel], 42);
    await expectRow('CTN40', ['Carton 40 x 30 x 20', '40', '2.5', '0.024']);
    expect(screen.getByText('Showing 1–2 of 42 presets')).toBeTruthy();
    expect(listUrls()[0]).toContain('filter[siteId]=1');
  });

  it('says so when the site has none, and when a search matches none', async () => {
    const { listUrls } = start({}, []);
    expect(await screen.findByText('This site has no shipping item presets yet.')).toBeTruthy();
    await expectSearchFindsNone(
      'Search presets',
      'pallet',
      'No presets match your search.',
      listUrls,
      'pallet',
    );
  });

  it('sorts by a header', async () => {
    const { listUrls } = start();
    await screen.findByText('CTN40');
    await sortBy(/^Description/, listUrls, 'description');
    expect(screen.getByRole('columnheader', { name: /^Description/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('creates a preset, blank fields refused at their fields first', async () => {
    const { api } = start({
      [`POST ${LIST}`]: () => ({
        status: 201,
        body: { data: { ...satchel, id: 'p-3', quickAccessCode: 'PAL1' } },
      }),
    });
    const dialog = await openDialog('New preset', 'New shipping item preset');
    await press(dialog, 'Save');
    const code = within(dialog).getByRole('textbox', { name: /Quick access code/ });
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText('Cannot be blank').length).toBeGreaterThanOrEqual(3);
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await enterText(code, 'pal1');
    await enterText(within(dialog).getByRole('textbox', { name: /Description/ }), 'Standard pallet');
    await chooseOption(within(dialog).getByLabelText(/Packaging type/, { selector: 'input' }), 'Pallet');
    await enterText(within(dialog).getByRole('textbox', { name: /Weight \(kg\)/ }), '0.15');
    await press(dialog, 'Save');
    expect(await screen.findByText('Preset PAL1 saved')).toBeTruthy();
    const posted = api.requests.find((r) => r.method === 'POST');
    expect(posted?.body).toEqual({
      data: {
        siteId: '1',
        quickAccessCode: 'PAL1',
        description: 'Standard pallet',
        packagingType: 'Pallet',
        length: null,
        width: null,
        height: null,
        weight: 150,
      },
    });
  });

  it('shows a taken code at the code field when editing', async () => {
    start({
      [`GET ${LIST}/p-1`]: () => ({ body: { data: carton } }),
      [`PUT ${LIST}/p-1`]: () => ({
        status: 409,
        body: apiErrorBody(409, 'conflict', 'Code already exists, try a different one'),
      }),
    });
    const dialog = await openDialog('Edit CTN40', 'Edit shipping item preset');
    const code = await within(dialog).findByDisplayValue('CTN40');
    expect(within(dialog).getByDisplayValue('40')).toBeTruthy();
    await userEvent.clear(code);
    await enterText(code, 'SAT1');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText('Code already exists, try a different one')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    // the refused field has the focus, not the page behind the dialog
    await waitFor(() => expect(document.activeElement).toBe(code));
  });

  it('deletes a preset once confirmed', async () => {
    const { api } = start({ [`DELETE ${LIST}/p-2`]: () => ({ status: 204 }) });
    await expectDeleted(api, `${LIST}/p-2`, 'Delete SAT1', {
      title: 'Delete shipping item preset SAT1?',
      message: 'SAT1 – Small satchel will be deleted.',
      deleted: 'Preset SAT1 deleted',
    });
  });
  it('narrows by packaging type', async () => {
    const { listUrls } = start();
    await screen.findByText('CTN40');
    expect(listUrls()[0]).not.toContain('filter[packagingType]');
    await chooseOption(screen.getByLabelText('Packaging type', { selector: 'input' }), 'Satchel');
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[packagingType]=Satchel'));
  });

  it('shows the server’s 422 at its field', async () => {
    start({
      [`GET ${LIST}/p-2`]: () => ({ body: { data: satchel } }),
      [`PUT ${LIST}/p-2`]: () => ({
        status: 422,
        body: apiErrorBody(422, 'invalid', 'must be 30000000 or less', '/data/weight'),
      }),
    });
    const dialog = await openDialog('Edit SAT1', 'Edit shipping item preset');
    await within(dialog).findByDisplayValue('SAT1');
    await enterText(within(dialog).getByRole('textbox', { name: /Length \(cm\)/ }), '30');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText('Must be 30000000 or less')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Weight \(kg\)/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });
});
