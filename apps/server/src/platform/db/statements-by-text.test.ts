import { describe, expect, it } from 'vitest';
import { statementNamer } from './statements-by-text';

describe('statement names by text', () => {
  const marked = (n: number) => `select ${n} /* prepared by text */`;

  it('names only marked statements, the same text always by the same name', () => {
    const nameOf = statementNamer();
    expect(nameOf('select 1')).toBeUndefined();
    const first = nameOf(marked(1));
    expect(first).toBeDefined();
    expect(nameOf(marked(2))).not.toBe(first);
    expect(nameOf(marked(1))).toBe(first);
  });

  it('leaves new texts unnamed past its limit, and keeps the names it gave', () => {
    const nameOf = statementNamer(2);
    const [a, b] = [nameOf(marked(1)), nameOf(marked(2))];
    expect(nameOf(marked(3))).toBeUndefined();
    expect([nameOf(marked(1)), nameOf(marked(2))]).toEqual([a, b]);
  });
});
