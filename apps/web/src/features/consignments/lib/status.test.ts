import { describe, expect, it } from 'vitest';
import { consignmentStatusLabel } from './status';

const issue = { code: 'x', message: 'Address could not be verified' };
const manifest = { id: '1', addedAt: '2026-03-02T00:00:00Z' };

describe('consignment status label', () => {
  it('shows issues first, even when manifested (M17)', () => {
    expect(consignmentStatusLabel({ issues: [issue], manifest })).toBe('Consignment with issues');
    expect(consignmentStatusLabel({ issues: [issue], manifest: null })).toBe('Consignment with issues');
  });

  it('shows a manifest when there are no issues (M18)', () => {
    expect(consignmentStatusLabel({ issues: [], manifest })).toBe('Manifest created');
  });

  it('is created otherwise (M19)', () => {
    expect(consignmentStatusLabel({ issues: [], manifest: null })).toBe('Consignment created');
  });
});
