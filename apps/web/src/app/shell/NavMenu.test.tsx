import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../testing/render';
import { NavMenu } from './NavMenu';

describe('a header menu', () => {
  it('opens its links, and a disabled entry is no link', async () => {
    renderWithRouter(
      <NavMenu
        label="Estimates"
        items={[
          { label: 'Create estimate', to: '/site/1/estimate/create' },
          { label: 'Search estimates', to: '/site/1/estimate/search', disabled: true },
        ]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Estimates' }));
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu).getByRole('menuitem', { name: 'Create estimate', hidden: true }).getAttribute('href'),
    ).toBe('/site/1/estimate/create');
    const disabled = within(menu).getByRole('menuitem', { name: 'Search estimates', hidden: true });
    expect(disabled.getAttribute('href')).toBeNull();
    expect(disabled).toHaveProperty('disabled', true);
  });
});
