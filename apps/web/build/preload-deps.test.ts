import { describe, expect, it } from 'vitest';
import { trimPreloads } from './preload-deps';

// entry -> react, mantine; shell -> lists -> table; a screen loaded later -> mantine, table, form
const chunks = [
  { fileName: 'index.js', imports: ['react.js', 'mantine.js'], isEntry: true },
  { fileName: 'react.js', imports: [], isEntry: false },
  { fileName: 'mantine.js', imports: ['react.js'], isEntry: false },
  { fileName: 'shell.js', imports: ['lists.js'], isEntry: false },
  { fileName: 'lists.js', imports: ['table.js'], isEntry: false },
  { fileName: 'table.js', imports: [], isEntry: false },
  { fileName: 'form.js', imports: [], isEntry: false },
];

describe('trimPreloads', () => {
  it("leaves out the entry's scripts from any chunk's preload list", () => {
    const trim = trimPreloads(chunks);
    expect(trim('index.js', ['react.js', 'mantine.js', 'table.js', 'form.js'])).toEqual([
      'table.js',
      'form.js',
    ]);
  });

  it('leaves out what the importing chunk loads statically, all the way down, and keeps the rest in order', () => {
    const trim = trimPreloads(chunks);
    expect(trim('shell.js', ['form.js', 'mantine.js', 'table.js', 'lists.js'])).toEqual(['form.js']);
    expect(trim('form.js', ['table.js', 'react.js'])).toEqual(['table.js']);
  });

  it('keeps every dependency of a chunk it does not know', () => {
    expect(trimPreloads([])('other.js', ['a.js', 'b.js'])).toEqual(['a.js', 'b.js']);
  });
});
