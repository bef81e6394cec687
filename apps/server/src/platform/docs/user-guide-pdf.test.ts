import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseGuide, renderGuide } from './user-guide-pdf';

const source = readFileSync(new URL('./user-guide.md', import.meta.url), 'utf8');
const served = new URL('../../../../web/public/user-guide.pdf', import.meta.url);

describe('the user guide', () => {
  it('reads its source: title, subtitle, sections, paragraphs, and list items over several lines', () => {
    expect(
      parseGuide('# Guide\n\nFor senders\n\n## Start\n\nOne\nline.\n\n- First\n  more\n- Second'),
    ).toEqual([
      { kind: 'title', text: 'Guide' },
      { kind: 'subtitle', text: 'For senders' },
      { kind: 'heading', text: 'Start' },
      { kind: 'paragraph', text: 'One line.' },
      { kind: 'list', items: ['First more', 'Second'] },
    ]);
  });

  it('is served as written: the PDF the user menu links is the source rendered (npm run docs:guide)', async () => {
    const rendered = await renderGuide(parseGuide(source));
    expect(rendered.subarray(0, 5).toString()).toBe('%PDF-');
    expect(rendered.equals(readFileSync(served))).toBe(true);
  });

  it('covers each screen of the menus and the site settings, by the name the app gives it', () => {
    const headings = parseGuide(source)
      .filter((block) => block.kind === 'heading')
      .map((block) => (block.kind === 'heading' ? block.text : ''));
    expect(headings).toEqual(
      expect.arrayContaining([
        'Create consignment',
        'Estimates',
        'Pickups',
        'Orders',
        'Importing consignments',
      ]),
    );
    for (const screen of [
      'Ready to manifest',
      'Manage manifests',
      'Track consignments',
      'Manage orders',
      'Manage estimates',
      'Resolve consignment issues',
      'Printing configuration',
      'Manage address book',
      'Shipping item presets',
      'Dangerous goods presets',
      'Carrier service preferences',
      'Receiver notifications',
      'User preferences',
    ])
      expect(source.replace(/\s+/g, ' ')).toContain(screen);
  });
});
