import type { ManifestDetail } from '@freight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiErrorBody, installFakeApi } from '../../../testing/fake-api';
import { site, siteScopeOf } from '../../../testing/fixtures';
import { rowWithLink } from '../../../testing/list-screen';
import { renderRoutes } from '../../../testing/render';
import { melbourneManifest } from '../testing/manifest.fixture';
import { ViewManifestPage } from './ViewManifestPage';

const melbourne = site('1', 'Melbourne DC');

const staged = (id: string, no: string): ManifestDetail['consignments'][number] => ({
  id,
  consignmentNo: no,
  receiverName: 'Osborne Park Electrical',
  receiverSuburb: 'Osborne Park',
  receiverState: 'WA',
  receiverPostcode: '6017',
  serviceName: 'Road Express',
  itemQuantity: 2,
  volume: 24_000_000,
  weight: 6_000,
  hasDangerousGoods: false,
  pallets: { transferType: 'carrier', docketNumbers: [] },
  status: null,
  code: null,
  answeredAt: null,
});

const manifest: ManifestDetail = {
  ...melbourneManifest,
  status: 'approved',
  trackingNumber: 'TRK-77',
  itemQuantity: 6,
  volume: 72_000_000,
  weight: 18_000,
  consignmentCount: 3,
  acknowledgedAt: '2026-03-06T04:00:00Z',
  consignments: [
    { ...staged('11', 'STA000011'), status: 'accepted', answeredAt: '2026-03-06T05:00:00Z' },
    { ...staged('12', 'STA000012'), status: 'rejected', code: 'R07', answeredAt: '2026-03-06T05:00:00Z' },
    { ...staged('13', 'STA000013'), pallets: { transferType: 'receiver', docketNumbers: ['D-9'] } },
  ],
};

function start(answer: () => { status?: number; body?: unknown }) {
  installFakeApi({ 'GET /api/sender/v0/manifests/mf-1': answer });
  renderRoutes('/site/1/manifest/mf-1', {
    '/site/:siteId/manifest/:manifestId': (
      <ViewManifestPage scope={siteScopeOf(melbourne)} creationPrevented={false} defaultPageSize={30} />
    ),
  });
}

describe('view manifest', () => {
  it('shows the manifest, the carrier’s acknowledgement and each consignment’s answer', async () => {
    start(() => ({ body: { data: manifest } }));
    expect(await screen.findByRole('heading', { name: 'Manifest MAN000101' })).toBeTruthy();
    expect(screen.getByLabelText('Manifest status').textContent).toBe('Approved');
    expect(screen.getByLabelText('Carrier acknowledgement').textContent).toMatch(
      /^Acknowledged .+, carrier reference TRK-77$/,
    );
    expect(screen.getByText('Melbourne DC, 1 Main St, Melbourne VIC 3000')).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Staged consignments' });
    expect(within(rowWithLink(table, 'STA000011')).getByText('Accepted')).toBeTruthy();
    expect(within(rowWithLink(table, 'STA000012')).getByText('Rejected (code R07)')).toBeTruthy();
    expect(within(rowWithLink(table, 'STA000013')).getByText('Awaiting the carrier')).toBeTruthy();
    expect(within(rowWithLink(table, 'STA000013')).getByText('Receiver (D-9)')).toBeTruthy();
    // the receiver's place as everywhere else: suburb, state and postcode
    expect(
      within(rowWithLink(table, 'STA000013')).getByText('Osborne Park Electrical, Osborne Park WA 6017'),
    ).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'STA000012' }).getAttribute('href')).toBe(
      '/site/1/consignment/12',
    );
  });

  it('keeps its consignments table readable on a phone: a floor width it scrolls at in its own box', async () => {
    start(() => ({ body: { data: manifest } }));
    const table = await screen.findByRole('table', { name: 'Staged consignments' });
    // the box scrolls the table sideways on a narrow screen, not the page; below this width the table does not squeeze
    const box = table.parentElement;
    expect(box?.style.getPropertyValue('--scroller-table-min-width')).toBe('56rem');
    const row = rowWithLink(table, 'STA000013');
    // names wrap only past a floor, never to a word a line
    const receiver = within(row).getByText('Osborne Park Electrical, Osborne Park WA 6017');
    expect(receiver.style.minWidth).toBe('12rem');
    expect(within(row).getByText('Road Express').style.minWidth).toBe('8rem');
    expect(within(row).getByText('Receiver (D-9)').style.minWidth).toBe('8rem');
    // short values keep one line
    const cells = within(row).getAllByRole('cell');
    for (const index of [0, 3, 4, 5, 7]) expect(cells[index]?.style.whiteSpace).toBe('nowrap');
  });

  it('says when the carrier rejected the manifest', async () => {
    start(() => ({
      body: {
        data: {
          ...manifest,
          status: 'rejected',
          acknowledgedAt: null,
          rejection: { rejectedAt: '2026-03-06T04:00:00Z', code: 'M12' },
        },
      },
    }));
    expect((await screen.findByLabelText('Carrier acknowledgement')).textContent).toMatch(
      /^Rejected by the carrier .+ \(code M12\)$/,
    );
    expect(screen.getByLabelText('Manifest status').textContent).toBe('Rejected');
  });

  it('shows the not-found screen for a manifest that does not exist', async () => {
    start(() => ({ status: 404, body: apiErrorBody(404, 'notFound', 'Not found') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Manifest not found.' })).toBeTruthy();
  });
});
