import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const AGENT_BIN = resolve(import.meta.dirname, '../../../../../print-agent/bin/freight-print-agent.mjs');

/** The real print agent in a process of its own, as a site runs it, with its output kept for the test. */
export interface RunningAgent {
  home: string;
  folder: string;
  output: () => string;
  kill: (signal?: NodeJS.Signals) => Promise<void>;
}

export const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

export function startAgent(
  server: string,
  key: string | null,
  options: { home?: string; folder?: string | null; extraArgs?: string[]; env?: Record<string, string> } = {},
): RunningAgent {
  const home = options.home ?? tempDir('agent-home');
  // null: no folder, so the agent prints through CUPS
  const folder = options.folder === null ? '' : (options.folder ?? tempDir('agent-folder'));
  const args = [
    AGENT_BIN,
    '--server',
    server,
    '--home',
    home,
    '--wait',
    '2',
    ...(folder ? ['--folder', folder] : []),
  ];
  if (key) args.push('--key', key);
  const child: ChildProcess = spawn(process.execPath, [...args, ...(options.extraArgs ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FREIGHT_PRINT_AGENT_KEY: '', FREIGHT_SERVER: '', ...options.env },
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return {
    home,
    folder,
    output: () => text,
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The PDFs in a folder (partial files excluded). */
export function pdfsIn(folder: string) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .sort()
    .map((name) => ({ name, head: readFileSync(join(folder, name)).subarray(0, 5).toString() }));
}

/** "Printed 2 x label of TRC0000001" lines: one per job actually printed. */
export function printedLines(output: string) {
  return output.split('\n').filter((line) => / Printed \d+ x /.test(line));
}
