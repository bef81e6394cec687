import { describe, expect, it } from 'vitest';
import { parseOrdersQuery } from './manage-query';

describe('Manage orders read from its address', () => {
  it('searches by no more than the 100 characters the server takes, however long the address’s text', () => {
    const query = parseOrdersQuery(
      new URLSearchParams({ q: 'S'.repeat(150), receiver: ' R'.repeat(80) }),
      30,
    );
    expect(query.search).toHaveLength(100);
    expect(query.receiver).toHaveLength(100);
    expect(query.receiver.startsWith('R')).toBe(true);
  });

  it('keeps a sort it knows and falls back to its default for any other', () => {
    expect(parseOrdersQuery(new URLSearchParams({ sort: 'bogus' }), 30).sort).not.toBe('bogus');
  });
});
