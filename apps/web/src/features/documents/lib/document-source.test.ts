import { describe, expect, it } from 'vitest';
import { documentSource, documentSourceMessages } from './document-source';

describe('document source', () => {
  it('reads a proof of delivery from the consignment’s pods (S03)', () => {
    const id = '0b7f5a3e-2a44-4a8e-9d0c-9b1f8a1d2c3e';
    expect(documentSource('pod', '12', null, id)).toMatchObject({
      kind: 'pdf',
      title: 'Proof of delivery',
      url: `/api/sender/v0/consignments/12/pods/${id}`,
    });
    expect(documentSource('pod', '12', null, null)).toMatchObject({ kind: 'missing' });
    expect(documentSource('pod', '12', null, '../x')).toMatchObject({ kind: 'missing' });
  });

  it('reads a label from its labelUrl, label.pdf by default (N03, N07)', () => {
    expect(documentSource('label', '12', null)).toMatchObject({
      kind: 'pdf',
      url: '/api/sender/v0/consignments/12/label.pdf',
    });
    expect(documentSource('label', '12', 'label-a4.pdf')).toMatchObject({
      url: '/api/sender/v0/consignments/12/label-a4.pdf',
    });
  });

  it('refuses a labelUrl that leaves the consignment', () => {
    expect(documentSource('label', '12', '../../v0/other.pdf')).toEqual({
      kind: 'unavailable',
      title: 'Label',
      reason: documentSourceMessages.badLabelUrl,
    });
  });

  it('reads the connote and the dangerous goods summary (N04, N06, N08, N09)', () => {
    expect(documentSource('connote', '7', null)).toMatchObject({
      url: '/api/sender/v0/consignments/7/connote.pdf',
    });
    expect(documentSource('dg-summary', '7', null)).toMatchObject({
      url: '/api/sender/v0/consignments/7/dg-summary.pdf',
      title: 'Dangerous goods summary',
    });
  });

  it('reads a manifest from its document.pdf (N05, N11), and knows no other type', () => {
    expect(documentSource('manifest', '3', null)).toMatchObject({
      kind: 'pdf',
      url: '/api/sender/v0/manifests/3/document.pdf',
    });
    expect(documentSource('manifest', 'abc', null)).toEqual({ kind: 'missing', title: 'Manifest' });
    expect(documentSource('invoice', '3', null)).toEqual({ kind: 'unknown' });
  });
});
