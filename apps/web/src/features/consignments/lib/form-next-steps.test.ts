import { describe, expect, it } from 'vitest';
import type { CreatedConsignment } from '../api/create-consignment';
import { savedConsignment } from './form-fixture';
import { nextStepLinks } from './form-next-steps';

const self = '/api/sender/v0/consignments/42';

function created(overrides: Partial<CreatedConsignment['links']> = {}): CreatedConsignment {
  return {
    data: savedConsignment(),
    links: {
      self,
      labels: [{ name: 'Labels 100 x 150 mm', href: `${self}/label.pdf` }],
      connote: `${self}/connote.pdf`,
      ...overrides,
    },
    meta: { nextSteps: ['printLabels', 'printConnote', 'createManifest', 'requestPickup'] },
  };
}

describe('next steps', () => {
  it('links the documents to the document route, then manifest, pickup and another consignment (M48)', () => {
    expect(nextStepLinks(created(), '1')).toEqual([
      { label: 'Print labels', to: '/document/label/42?labelUrl=label.pdf', newWindow: true, print: 'label' },
      { label: 'Print connote', to: '/document/connote/42', newWindow: true, print: 'connote' },
      {
        label: 'Create manifest',
        to: '/site/1/manifest/create?dispatchDate=2026-03-09&consignmentId=42&type=outbound',
      },
      { label: 'Request pickup', to: '/site/1/pickup/prefill/outbound?consignmentIds=42' },
      { label: 'Create another consignment', to: '/site/1/consignment/create/outbound' },
    ]);
  });

  it('adds the dangerous goods summary when there is one, and only the steps offered', () => {
    const withDg = { ...created({ dgSummary: `${self}/dg-summary.pdf` }), meta: { nextSteps: [] } };
    expect(nextStepLinks(withDg, '1').map((step) => step.to)).toEqual([
      '/document/dg-summary/42',
      '/site/1/consignment/create/outbound',
    ]);
  });
});
