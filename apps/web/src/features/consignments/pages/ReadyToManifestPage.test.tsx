import type { ConsignmentSummary } from '@freight/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { ContextScope } from '../../../shared/lib/context-scope';
import { installSignedInApi } from '../../../testing/fake-api';
import { consignmentSummary, site, siteScopeOf } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import { ReadyToManifestPage } from './ReadyToManifestPage';
import { linkHref } from '../../../testing/link-href';

const melbourne = site('1', 'Melbourne DC');
const sydney = site('2', 'Sydney Warehouse');
/** A consignment of the site's, sent from its dock. */
function summary(id: string, no: string, siteRef: { id: string; name: string }): ConsignmentSummary {
  const row = consignmentSummary(id, no, { site: siteRef });
  return { ...row, sender: { ...row.sender, name: `${siteRef.name} dock` } };
}

const orgScope: ContextScope = {
  type: 'org',
  organisation: melbourne.organisation,
  sites: [melbourne, sydney],
};

const LABEL_SET = {
  documentId: '5b2a6c1e-8f7d-4c1a-9a55-2f1f9e0c7d11',
  url: '/api/sender/v0/documents/5b2a6c1e-8f7d-4c1a-9a55-2f1f9e0c7d11',
  consignments: 1,
  labels: 2,
};

function start(scope: ContextScope, capped = false) {
  const api = installSignedInApi({
    'GET /api/sender/v0/consignments': () => ({
      body: {
        data: [
          summary('11', 'STA000011', { id: '1', name: 'Melbourne DC' }),
          summary('12', 'STA000012', { id: '2', name: 'Sydney Warehouse' }),
        ],
        meta: { totalItems: capped ? 1000 : 2, startIndex: 0, itemsPerPage: 30, totalItemsCapped: capped },
      },
    }),
    'POST /api/sender/v0/consignments/labels': () => ({ status: 202, body: { data: LABEL_SET } }),
    [`HEAD ${LABEL_SET.url}`]: () => ({ status: 200 }),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/org/1/consignment/ready-to-manifest?type=outbound&service=4']}>
      <ReadyToManifestPage scope={scope} creationPrevented={false} defaultPageSize={30} />
    </MemoryRouter>,
  );
  const urls = () => api.fetchMock.mock.calls.map(([input]) => decodeURIComponent(String(input)));
  return { urls, requests: () => api.requests };
}

describe('ready to manifest', () => {
  it('lists the organisation’s consignments in org context, each with its site', async () => {
    const { urls } = start(orgScope);
    const table = await screen.findByRole('table', { name: 'Consignments' });
    expect(within(table).getByRole('columnheader', { name: 'Site' })).toBeTruthy();
    expect(within(table).getByText('Sydney Warehouse')).toBeTruthy();
    // links name the consignment's own site (spec 2)
    expect(within(table).getByRole('link', { name: 'STA000012' }).getAttribute('href')).toBe(
      '/site/2/consignment/12',
    );
    expect(within(table).getAllByText('0.048 m³')).toHaveLength(2);
    // the type is the number's second line, not a column of its own
    expect(within(table).queryByRole('columnheader', { name: 'Type' })).toBeNull();
    const number = within(table).getByRole('link', { name: 'STA000011' }).closest('td');
    expect(number?.textContent).toBe('STA000011Outbound');
    expect(within(table).getAllByText('12.5 kg')).toHaveLength(2);
    const url = urls().find((u) => u.startsWith('/api/sender/v0/consignments?')) ?? '';
    expect(url).toContain('filter[organisation.id]=1');
    expect(url).toContain('filter[readyToManifest]=true');
    expect(url).toContain('filter[type]=outbound');
    expect(url).toContain('filter[agreedService.id]=4');
    expect(linkHref('Export CSV')).toMatch(
      /^\/api\/sender\/v0\/consignments\.csv\?.*filter%5Borganisation\.id%5D=1/,
    );
  });

  it('shows "1000+" when the server stopped counting', async () => {
    start(siteScopeOf(melbourne), true);
    expect(await screen.findByText('Showing 1–2 of 1000+ consignments')).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Site' })).toBeNull();
  });

  it('selects a page of rows; a manifest needs them all on one site', async () => {
    const { requests } = start(orgScope);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected consignments' });
    expect(within(toolbar).getByText('2 selected')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Create manifest' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select consignment STA000012' }));
    expect(within(toolbar).getByRole('link', { name: 'Create manifest' }).getAttribute('href')).toBe(
      '/site/1/manifest/create?consignmentId=11&type=outbound&dispatchDate=2026-03-06',
    );
    // without a print agent, the selection's labels are made as one PDF (issue 12)
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Print labels' }));
    expect(await screen.findByRole('link', { name: 'Open the labels PDF' })).toBeTruthy();
    const asked = requests().find((r) => r.path === '/api/sender/v0/consignments/labels');
    expect(asked?.body).toEqual({ data: { consignmentIds: ['11'] } });
  });

  it('clears the selection when a filter changes, so no action is taken on consignments no longer shown', async () => {
    start(orgScope);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected consignments' });
    expect(within(toolbar).getByText('2 selected')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Inbound', hidden: true }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Type' }).value).toBe('Inbound'),
    );
    expect(within(toolbar).getByText('None selected')).toBeTruthy();
    expect(within(toolbar).getByRole('button', { name: 'Print labels' })).toHaveProperty('disabled', true);
  });
});

describe('ready to manifest with the site’s print agent running', () => {
  it('sends the selection’s labels to the site’s printers', async () => {
    const api = installSignedInApi({
      'GET /api/sender/v0/consignments': () => ({
        body: {
          data: [summary('11', 'STA000011', { id: '1', name: 'Melbourne DC' })],
          meta: { totalItems: 1, startIndex: 0, itemsPerPage: 30 },
        },
      }),
      'GET /api/sender/v0/autoprint/client/status': () => ({
        body: { data: { status: 'running', machineName: 'PC', version: '1.0.0', lastSeenAt: null } },
      }),
      'POST /api/sender/v0/autoprint/print': () => ({ status: 201, body: { data: { queued: 1 } } }),
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/site/1/consignment/ready-to-manifest']}>
        <ReadyToManifestPage scope={siteScopeOf(melbourne)} creationPrevented={false} defaultPageSize={30} />
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select consignment STA000011' }));
    const toolbar = screen.getByRole('toolbar', { name: 'Selected consignments' });
    // the agent's button loads once the agent is found running; it stands in, loading, till then
    await waitFor(() =>
      expect(api.requests.some((r) => r.path === '/api/sender/v0/autoprint/client/status')).toBe(true),
    );
    const printLabels = () => within(toolbar).getByRole('button', { name: 'Print labels' });
    await waitFor(() => expect(printLabels().hasAttribute('data-loading')).toBe(false));
    await userEvent.click(printLabels());
    await waitFor(() =>
      expect(api.requests.find((r) => r.path === '/api/sender/v0/autoprint/print')?.body).toEqual({
        siteId: '1',
        consignmentIds: ['11'],
        documents: ['label'],
      }),
    );
    expect(api.requests.some((r) => r.path === '/api/sender/v0/consignments/labels')).toBe(false);
  });
});

describe('ready to manifest after a change of site (issue 24)', () => {
  const sites = { '1': melbourne, '2': sydney };
  function SiteList() {
    const { siteId = '' } = useParams();
    const current = siteId === '1' ? sites['1'] : sites['2'];
    return (
      <ReadyToManifestPage scope={siteScopeOf(current)} creationPrevented={false} defaultPageSize={30} />
    );
  }

  it('asks for the new site’s list first, and shows none of the previous site’s rows or selection', async () => {
    // Melbourne's answer waits, so what shows while it loads can be seen
    let answerMelbourne: () => void = () => undefined;
    const melbourneAnswered = new Promise<void>((resolve) => {
      answerMelbourne = resolve;
    });
    const requested: string[] = [];
    const page = (row: ConsignmentSummary) =>
      new Response(
        JSON.stringify({ data: [row], meta: { totalItems: 1, startIndex: 0, itemsPerPage: 30 } }),
        { headers: { 'Content-Type': 'application/json' } },
      );
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = decodeURIComponent(String(input));
        if (!url.startsWith('/api/sender/v0/consignments?')) return new Response(null, { status: 404 });
        requested.push(url);
        if (url.includes('filter[site.id]=2')) return page(summary('12', 'STA000012', sydney));
        await melbourneAnswered;
        return page(summary('11', 'STA000011', melbourne));
      }),
    );
    const router = createMemoryRouter(
      [{ path: '/site/:siteId/consignment/ready-to-manifest', element: <SiteList /> }],
      { initialEntries: ['/site/2/consignment/ready-to-manifest'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select consignment STA000012' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    const before = requested.length;

    await act(() => router.navigate('/site/1/consignment/ready-to-manifest'));
    await waitFor(() => expect(requested.length).toBeGreaterThan(before));
    const after = requested.slice(before);
    expect(after[0]).toContain('filter[site.id]=1');
    expect(after.some((url) => url.includes('filter[site.id]=2'))).toBe(false);
    // while Melbourne's list loads, Sydney's is not shown as Melbourne's
    expect(screen.queryByText('STA000012')).toBeNull();
    expect(screen.queryByText('1 selected')).toBeNull();

    answerMelbourne();
    expect(await screen.findByText('STA000011')).toBeTruthy();
    expect(screen.getByText('None selected')).toBeTruthy();
  });
});
