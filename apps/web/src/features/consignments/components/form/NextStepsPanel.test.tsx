import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../../../../testing/render';
import type { CreatedConsignment } from '../../api/create-consignment';
import { savedConsignment } from '../../lib/form-fixture';
import { NextStepsPanel } from './NextStepsPanel';

const self = '/api/sender/v0/consignments/42';
const created: CreatedConsignment = {
  data: savedConsignment(),
  links: {
    self,
    labels: [{ name: 'Labels 100 x 150 mm', href: `${self}/label.pdf` }],
    connote: `${self}/connote.pdf`,
  },
  meta: { nextSteps: ['printLabels', 'printConnote', 'createManifest'] },
};

function show(popups?: boolean) {
  renderWithRouter(
    <NextStepsPanel created={created} siteId="1" viewPath="/site/1/consignment/42" popups={popups} />,
  );
}

describe('next steps panel', () => {
  it('sends the labels to the site’s printers when its print agent is running', async () => {
    const sent: { url: string; body: unknown }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.includes('/autoprint/client/status'))
        return json({ data: { status: 'running', machineName: 'PC', version: '1.0.0', lastSeenAt: null } });
      if (url.includes('/api/auth/csrf')) return json({ csrfToken: 'csrf-1' });
      if (url.includes('/autoprint/print')) {
        sent.push({ url, body: JSON.parse(String(init?.body)) });
        return json({ data: { queued: 1 } }, 201);
      }
      return json({});
    });
    show();
    const button = await screen.findByRole('button', { name: 'Print labels' });
    expect(screen.queryByRole('link', { name: 'Print labels' })).toBeNull();
    await userEvent.click(button);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ siteId: '1', consignmentIds: [created.data.id], documents: ['label'] });
  });

  it('takes the focus from the form it replaces, on its heading', () => {
    show();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Consignment RBL000000042 created' }),
    );
  });

  it('opens the documents in a new tab', () => {
    show();
    const label = screen.getByRole('link', { name: 'Print labels' });
    expect(label.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Print connote' }).getAttribute('target')).toBe('_blank');
  });

  it('opens them in the same tab when pop-ups are switched off (N16)', () => {
    show(false);
    const label = screen.getByRole('link', { name: 'Print labels' });
    expect(label.getAttribute('href')).toBe('/document/label/42?labelUrl=label.pdf');
    expect(label.hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'Print connote' }).hasAttribute('target')).toBe(false);
    expect(screen.getByRole('link', { name: 'Create manifest' }).hasAttribute('target')).toBe(false);
  });
});
