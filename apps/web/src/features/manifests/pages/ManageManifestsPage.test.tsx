import type { ManifestSearchRequest } from '@freight/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { optionsOf } from '../../../testing/choose-option';
import { installSignedInApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { manifest } from '../testing/manifest.fixture';
import { ManageManifestsPage } from './ManageManifestsPage';

const melbourne = site('1', 'Melbourne DC');
const scope = siteScopeOf(melbourne);

describe('manage manifests', () => {
  it('counts "1000+" when the server stopped counting, and pages by the size chosen', async () => {
    const api = installSignedInApi({
      'POST /api/sender/manifests/search': () => ({
        body: {
          manifests: [manifest('1', '1'), manifest('2', '1')],
          total: 1000,
          numPages: 34,
          totalCapped: true,
        },
      }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/site/1/manifest/manage']}>
        <ManageManifestsPage scope={scope} creationPrevented={false} defaultPageSize={50} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('Showing 1–2 of 1000+ manifests')).toBeTruthy();
    const pages = () =>
      api.requests
        .filter((request) => request.path === '/api/sender/manifests/search')
        .map((request) => (request.body as ManifestSearchRequest).page);
    // the user's results per screen until another is chosen
    expect(pages()[0]).toEqual({ offset: 0, limit: 50 });
    await userEvent.click(screen.getByLabelText('Per page', { selector: 'input' }));
    await userEvent.click(await screen.findByRole('option', { name: '100', hidden: true }));
    await waitFor(() => expect(pages().at(-1)).toEqual({ offset: 0, limit: 100 }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(pages().at(-1)).toEqual({ offset: 100, limit: 100 }));
  });

  it('says a site has no manifests yet, and blames the filters only when some are set', async () => {
    installSignedInApi({
      'POST /api/sender/manifests/search': () => ({ body: { manifests: [], total: 0, numPages: 0 } }),
    });
    const { unmount } = renderWithProviders(
      <MemoryRouter initialEntries={['/site/1/manifest/manage']}>
        <ManageManifestsPage scope={scope} creationPrevented={false} defaultPageSize={30} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No manifests yet.')).toBeTruthy();
    unmount();
    renderWithProviders(
      <MemoryRouter initialEntries={['/site/1/manifest/manage?status=rejected']}>
        <ManageManifestsPage scope={scope} creationPrevented={false} defaultPageSize={30} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No manifests match these filters.')).toBeTruthy();
  });

  it('names each site’s agreed service with its site in an organisation, where they would read alike', async () => {
    installSignedInApi({
      'POST /api/sender/manifests/search': () => ({ body: { manifests: [], total: 0, numPages: 0 } }),
    });
    const road = {
      name: 'Road',
      carrierServiceId: '9',
      carrierServiceProviderType: 'carrier',
      isActive: true,
      carrier: { id: '5', name: 'Mallee' },
    };
    const sites = [
      site('1', 'Melbourne DC', { agreedServices: [{ ...road, id: '11', carrierChargeAccount: 'M1' }] }),
      site('2', 'Sydney Warehouse', { agreedServices: [{ ...road, id: '21', carrierChargeAccount: 'M2' }] }),
    ];
    renderWithProviders(
      <MemoryRouter initialEntries={['/org/1/manifest/manage']}>
        <ManageManifestsPage
          scope={{ type: 'org', organisation: melbourne.organisation, sites }}
          creationPrevented={false}
          defaultPageSize={30}
        />
      </MemoryRouter>,
    );
    const options = await optionsOf(await screen.findByRole('combobox', { name: 'Service' }));
    expect(options.map((option) => option.textContent)).toEqual([
      'Any',
      'Mallee · Road (Melbourne DC)',
      'Mallee · Road (Sydney Warehouse)',
    ]);
  });
});
