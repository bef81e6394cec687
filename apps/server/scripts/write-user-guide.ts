import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseGuide, renderGuide } from '../src/platform/docs/user-guide-pdf';

/** Writes the user guide the app links from its user menu, from its Markdown source. */
const source = readFileSync(new URL('../src/platform/docs/user-guide.md', import.meta.url), 'utf8');
const target = fileURLToPath(new URL('../../web/public/user-guide.pdf', import.meta.url));
const pdf = await renderGuide(parseGuide(source));
const before = readFileSync(target);
if (before.equals(pdf)) console.log('user-guide.pdf is up to date');
else {
  writeFileSync(target, pdf);
  console.log(`user-guide.pdf written (${pdf.length} bytes)`);
}
