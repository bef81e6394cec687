import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LocalPrinter {
  name: string;
  isDefault: boolean;
}

/** `lpstat -e` names one destination a line; older CUPS lack -e, where `lpstat -p` lines read "printer NAME ...". */
export function parseDestinations(eOutput: string | null, pOutput: string | null): string[] {
  if (eOutput !== null)
    return eOutput
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return (pOutput ?? '')
    .split('\n')
    .map((line) => /^printer\s+(\S+)/.exec(line.trim())?.[1])
    .filter((name): name is string => name !== undefined);
}

/** `lpstat -d`: "system default destination: NAME", or no default. */
export function parseDefault(output: string): string | null {
  return /destination:\s*(\S+)/.exec(output)?.[1] ?? null;
}

async function lpstat(args: string[]): Promise<string | null> {
  try {
    const { stdout } = await run('lpstat', args, { timeout: 10_000 });
    return stdout;
  } catch {
    return null;
  }
}

/** The machine's CUPS printers; none where CUPS is not installed or not running. */
export async function cupsPrinters(): Promise<LocalPrinter[]> {
  const listed = await lpstat(['-e']);
  const names = parseDestinations(listed, listed === null ? await lpstat(['-p']) : null);
  const fallback = parseDefault((await lpstat(['-d'])) ?? '');
  return names.map((name) => ({ name, isDefault: name === fallback }));
}

export interface LpRequest {
  file: string;
  printer: string | null;
  copies: number;
  /** Label stock is 100 x 150 mm; connotes print on the printer's own paper (A4). */
  media: '100x150mm' | 'A4';
  title: string;
}

/** The `lp` command line for a job: the site's default printer when none is named. */
export function lpArguments(request: LpRequest): string[] {
  return [
    ...(request.printer ? ['-d', request.printer] : []),
    '-n',
    String(request.copies),
    '-o',
    request.media === '100x150mm' ? 'media=Custom.100x150mm' : 'media=A4',
    '-t',
    request.title,
    '--',
    request.file,
  ];
}

/** Prints with `lp`; rejects with the printer system's own message. */
export async function lpPrint(request: LpRequest): Promise<string> {
  try {
    const { stdout } = await run('lp', lpArguments(request), { timeout: 60_000 });
    return stdout.trim();
  } catch (error) {
    const stderr = (error as { stderr?: unknown }).stderr;
    const message = typeof stderr === 'string' && stderr.trim() ? stderr.trim() : (error as Error).message;
    throw new Error(message);
  }
}
