import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withApiReference } from '../src/platform/docs/api-reference';

/** Writes the README's API list from the contracts' endpoint descriptors. */
const readmePath = fileURLToPath(new URL('../../../README.md', import.meta.url));
const readme = readFileSync(readmePath, 'utf8');
const written = withApiReference(readme);
if (written === readme) console.log('README.md: the API list is up to date');
else {
  writeFileSync(readmePath, written);
  console.log('README.md: the API list is written');
}
