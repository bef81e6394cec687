import type { ConsignmentSummary } from '@freight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { installFakeApi, pageAnswer } from '../../../testing/fake-api';
import { consignmentSummary, site, siteScopeOf } from '../../../testing/fixtures';
import { rowWithLink } from '../../../testing/list-screen';
import { renderWithProviders } from '../../../testing/render';
import { TrackConsignmentsPage } from './TrackConsignmentsPage';

const melbourne = site('1', 'Melbourne DC');

const rows: ConsignmentSummary[] = [
  consignmentSummary('41', 'STA000041', {
    manifest: { id: 'm-1', addedAt: '2026-03-06T02:00:00Z' },
    tracking: {
      latestEvent: {
        type: 'outForDelivery',
        data: {
          occurredAt: '2026-03-09T23:30:00Z',
          description: 'On board for delivery',
          location: 'Osborne Park',
          documentId: null,
        },
      },
    },
  }),
  consignmentSummary('42', 'STA000042', { isFullyDelivered: true, references: [] }),
  consignmentSummary('43', 'STA000043'),
];

function start(data: readonly ConsignmentSummary[] = rows, total = data.length) {
  const api = installFakeApi({
    'GET /api/sender/v0/consignments': () => pageAnswer(data, total),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/site/1/consignment/track']}>
      <TrackConsignmentsPage scope={siteScopeOf(melbourne)} creationPrevented={false} defaultPageSize={30} />
    </MemoryRouter>,
  );
  return { listUrls: () => api.queriedUrls('/api/sender/v0/consignments') };
}

describe('track consignments', () => {
  it('shows each consignment’s status and newest event, newest dispatch first', async () => {
    const { listUrls } = start(rows, 75);
    const table = await screen.findByRole('table', { name: 'Consignments' });
    expect(within(rowWithLink(table, 'STA000041')).getByText('Manifest created')).toBeTruthy();
    // the newest event, with its time, under the status rather than in a column of its own
    expect(within(rowWithLink(table, 'STA000041')).getByText(/^Out for delivery · \S/)).toBeTruthy();
    expect(within(table).queryByRole('columnheader', { name: 'Latest event' })).toBeNull();
    expect(within(rowWithLink(table, 'STA000042')).getByText('Delivered')).toBeTruthy();
    expect(within(rowWithLink(table, 'STA000043')).getByText('Consignment created')).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'STA000043' }).getAttribute('href')).toBe(
      '/site/1/consignment/43',
    );
    expect(screen.getByText('Showing 1–3 of 75 consignments')).toBeTruthy();
    expect(
      within(table)
        .getByRole('columnheader', { name: /Dispatch date/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');
    const first = listUrls()[0] ?? '';
    expect(first).toContain('filter[site.id]=1');
    expect(first).toContain('sort=-dispatchDate,-updated');
    expect(first).not.toContain('filter[readyToManifest]');
  });

  it('sorts by a header, then reverses it', async () => {
    const { listUrls } = start();
    const table = await screen.findByRole('table', { name: 'Consignments' });
    await userEvent.click(within(table).getByRole('button', { name: /^ETA/ }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=eta,-updated'));
    expect(within(table).getByRole('columnheader', { name: /^ETA/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await userEvent.click(within(table).getByRole('button', { name: /^ETA/ }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('sort=-eta,-updated'));
  });

  it('narrows to overdue consignments, and says when none match', async () => {
    const { listUrls } = start([]);
    expect(await screen.findByText('No consignments yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('switch', { name: /Overdue/ }));
    await waitFor(() => expect(listUrls().at(-1)).toContain('filter[overdue]=true'));
    expect(await screen.findByText('No consignments match these filters.')).toBeTruthy();
  });
});
