import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown';

describe('policy Markdown', () => {
  it('reads headings, paragraphs and lists', () => {
    const blocks = parseMarkdown('# Title\n\nSome text\nmore text.\n\n- one\n- two\n\n1. first\n2. second');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      content: [{ kind: 'text', text: 'Some text more text.' }],
    });
  });

  it('keeps only safe links', () => {
    expect(parseInline('[a](https://x.test) [b](javascript:alert(1))')[0]).toMatchObject({
      kind: 'link',
      href: 'https://x.test',
    });
    expect(parseInline('[b](javascript:void)')[0]).toEqual({ kind: 'text', text: '[b](javascript:void)' });
  });
});
