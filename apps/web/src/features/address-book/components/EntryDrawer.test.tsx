import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../testing/fake-api';
import { richmondAddress, site } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { EntryDrawer } from './EntryDrawer';
import { residentialEntry } from '../testing/entry.fixture';

const entry = residentialEntry('7', 'Kestrel', richmondAddress);

describe('the entry drawer (E24)', () => {
  it('waits for an entry being read, then puts focus on its name', async () => {
    let answer: () => void = () => undefined;
    const read = new Promise<undefined>((resolve) => (answer = () => resolve(undefined)));
    installFakeApi({});
    // the entry arrives only when the test lets it
    const fetchMock = vi.fn(async () => {
      await read;
      return new Response(JSON.stringify({ data: entry }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <EntryDrawer
              site={site('1', 'Melbourne DC')}
              target={{ mode: 'edit', id: '7' }}
              onClose={() => undefined}
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Loading the entry')).toBeTruthy();
    answer();
    const name = await screen.findByLabelText('Name');
    await waitFor(() => expect(document.activeElement).toBe(name));
  });
});
