/**
 * Reads the barcodes of a PDF as a scanner would: each page rendered to an image by poppler's `pdftoppm` at a
 * printer's resolution, then decoded by ZBar's `zbarimg`. Tests of labels, connotes and manifests assert what a
 * carrier's scanner would read. Install with `apt-get install -y zbar-tools poppler-utils` (`.ci/run` does).
 */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe } from 'vitest';

const run = promisify(execFile);

export interface DecodedBarcode {
  /** ZBar's symbology: CODE-128 (GS1-128 is Code 128 with FNC1 first), QR-Code, ... */
  type: string;
  /** True when the symbol starts with FNC1: GS1-128, read as application identifiers and their data. */
  gs1: boolean;
  data: string;
}

const TOOLS = [
  { command: 'pdftoppm', versionFlag: '-v', apt: 'poppler-utils' },
  { command: 'zbarimg', versionFlag: '--version', apt: 'zbar-tools' },
] as const;

/** Why barcodes cannot be decoded here (a tool is not installed), or null when they can. */
export function barcodeDecoderMissing(): string | null {
  const missing = TOOLS.filter(
    (tool) => spawnSync(tool.command, [tool.versionFlag], { stdio: 'ignore' }).error !== undefined,
  );
  if (missing.length === 0) return null;
  return `barcode decoding skipped: ${missing.map((t) => t.command).join(' and ')} not installed (apt-get install -y ${missing.map((t) => t.apt).join(' ')})`;
}

const SYMBOL = /<symbol ([^>]*)><data><!\[CDATA\[([\s\S]*?)\]\]><\/data>/g;
const attribute = (attributes: string, name: string): string =>
  new RegExp(`\\b${name}='([^']*)'`).exec(attributes)?.[1] ?? '';

/** ZBar's XML answer for one image as the symbols found. */
function symbolsOf(xml: string): DecodedBarcode[] {
  return [...xml.matchAll(SYMBOL)].map(([, attributes = '', data = '']) => ({
    type: attribute(attributes, 'type'),
    gs1: attribute(attributes, 'modifiers').split(',').includes('GS1'),
    data,
  }));
}

async function decodeImage(path: string): Promise<DecodedBarcode[]> {
  try {
    const { stdout } = await run('zbarimg', ['--quiet', '--nodbus', '--xml', path]);
    return symbolsOf(stdout);
  } catch (error) {
    // zbarimg exits 4 when an image holds no barcode at all
    if (error instanceof Error && 'code' in error && error.code === 4) return [];
    throw error;
  }
}

/** The barcodes of every page of a PDF rendered at `dpi`, page by page, in the order ZBar finds them. */
export async function decodePdfBarcodes(pdf: Buffer, dpi: number): Promise<DecodedBarcode[][]> {
  const dir = await mkdtemp(join(tmpdir(), 'barcodes-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    await run('pdftoppm', ['-r', String(dpi), '-gray', '-png', join(dir, 'document.pdf'), join(dir, 'page')]);
    // pdftoppm numbers pages page-1.png (or page-01.png, by page count); the number orders them
    const pages = (await readdir(dir))
      .filter((name) => name.endsWith('.png'))
      .sort((a, b) => Number(a.replace(/\D/g, '')) - Number(b.replace(/\D/g, '')));
    const decoded: DecodedBarcode[][] = [];
    for (const page of pages) decoded.push(await decodeImage(join(dir, page)));
    return decoded;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * `describe` for suites that decode barcodes: skipped, named for what is missing, when the tools are not
 * installed; under CI (which installs them) a missing tool fails instead of skipping.
 */
export function describeWithDecoder(name: string, suite: () => void): void {
  const missing = barcodeDecoderMissing();
  if (missing === null || process.env.CI === 'true') describe(name, suite);
  else describe.skip(`${name} (${missing})`, suite);
}

/** Label printers print at 203 dpi (8 dots per mm); office printers and scans commonly at 300. */
export const SCAN_RESOLUTIONS = [203, 300] as const;
