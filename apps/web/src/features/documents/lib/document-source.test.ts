import { describe, expect, it } from 'vitest';
import { documentSource, documentSourceMessages } from './document-source';

describe('document source', () => {
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

  it('says manifests are not available yet, and knows no other type (N05)', () => {
    expect(documentSource('manifest', '3', null)).toMatchObject({ kind: 'unavailable' });
    expect(documentSource('invoice', '3', null)).toEqual({ kind: 'unknown' });
  });
});
