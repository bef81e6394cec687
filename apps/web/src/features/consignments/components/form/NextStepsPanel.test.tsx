import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render';
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
  renderWithProviders(
    <MemoryRouter>
      <NextStepsPanel created={created} siteId="1" viewPath="/site/1/consignment/42" popups={popups} />
    </MemoryRouter>,
  );
}

describe('next steps panel', () => {
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
