import { randomUUID } from 'node:crypto';
import { appendFileSync, chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The agent's own folder: its configuration (with the key), its installation id and its print journal. */
export function defaultHome(env: NodeJS.ProcessEnv): string {
  const base =
    env.XDG_CONFIG_HOME ??
    (env.APPDATA && process.platform === 'win32' ? env.APPDATA : join(homedir(), '.config'));
  return join(base, 'freight-print-agent');
}

function ensureHome(home: string) {
  mkdirSync(home, { recursive: true, mode: 0o700 });
}

interface SavedConfig {
  server?: string;
  key?: string;
}

export function readSavedConfig(home: string): SavedConfig {
  const file = join(home, 'config.json');
  if (!existsSync(file)) return {};
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!parsed || typeof parsed !== 'object') return {};
  const { server, key } = parsed as Record<string, unknown>;
  return {
    ...(typeof server === 'string' ? { server } : {}),
    ...(typeof key === 'string' ? { key } : {}),
  };
}

/** Keeps the server and key for the next start; the file is readable by its owner only. */
export function saveConfig(home: string, config: Required<SavedConfig>) {
  ensureHome(home);
  const file = join(home, 'config.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
}

/** This installation's id, made once: the server tells this agent from another one with the same key. */
export function installationId(home: string): string {
  ensureHome(home);
  const file = join(home, 'installation-id');
  if (existsSync(file)) {
    const id = readFileSync(file, 'utf8').trim();
    if (/^[A-Za-z0-9-]{8,64}$/.test(id)) return id;
  }
  const id = randomUUID();
  writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
}

/**
 * The jobs this installation has printed. A job is written here as soon as it is printed, before it is
 * acknowledged, so an agent killed in between acknowledges it after a restart instead of printing it again.
 */
const JOURNAL_KEEP = 5000;

export class PrintJournal {
  private readonly file: string;
  private readonly printed = new Set<string>();

  constructor(home: string) {
    ensureHome(home);
    this.file = join(home, 'printed-jobs.log');
    const lines = existsSync(this.file)
      ? readFileSync(this.file, 'utf8')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
      : [];
    // a job comes back only within its lease, so the recent ones are all the journal needs to remember
    const kept = lines.slice(-JOURNAL_KEEP);
    if (kept.length < lines.length) writeFileSync(this.file, `${kept.join('\n')}\n`, { mode: 0o600 });
    for (const line of kept) this.printed.add(line);
  }

  has(jobId: string) {
    return this.printed.has(jobId);
  }

  record(jobId: string) {
    appendFileSync(this.file, `${jobId}\n`, { mode: 0o600 });
    this.printed.add(jobId);
  }
}
