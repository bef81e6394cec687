import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { site } from '../../../testing/fixtures';
import { CurrentPath } from '../../../testing/render';
import { CompanyMenu } from './CompanyMenu';
import { renderSignedIn } from '../../../testing/render-signed-in';

function start() {
  installFakeApi({});
  const sites = [
    site('1', 'Melbourne DC'),
    site('2', 'Sydney Warehouse'),
    site('9', 'Perth Store', { orgId: '5', orgName: 'Western Traders', orgStatus: 'suspended' }),
  ];
  renderSignedIn(
    <>
      <CompanyMenu />
      <CurrentPath />
    </>,
    { sites },
  );
}

describe('the Company menu (spec 2.3)', () => {
  it('lists the companies with their site counts and opens the chosen one at its first site', async () => {
    start();
    await userEvent.click(await screen.findByRole('button', { name: /Company.*Demo Freight Co/ }));
    const list = screen.getByRole('listbox', { name: 'Company', hidden: true });
    expect(
      within(list)
        .getAllByRole('option', { hidden: true })
        .map((o) => o.textContent),
    ).toEqual([
      expect.stringContaining('Demo Freight Co2 sites'),
      expect.stringContaining('Western Traders1 siteSuspended'),
    ]);

    fireEvent.click(within(list).getByRole('option', { name: /Western Traders/, hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Change site?' });
    expect(within(dialog).getByText(/Perth Store/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, change site' }));
    expect(await screen.findByText(/^at \/site\/9\//)).toBeTruthy();
  });

  it('does nothing when the current company is chosen again', async () => {
    start();
    await userEvent.click(await screen.findByRole('button', { name: /Company/ }));
    const list = screen.getByRole('listbox', { name: 'Company', hidden: true });
    fireEvent.click(within(list).getByRole('option', { name: /Demo Freight Co/, hidden: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('at /site/1/consignment/ready-to-manifest')).toBeTruthy();
  });
});
