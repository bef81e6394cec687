import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface AppProcess {
  port: number;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts `app-process.ts` (the production app in a process of its own) on the PostgreSQL database at `url`, and
 * answers once it listens.
 */
export async function startAppProcess(url: string, env: Record<string, string> = {}): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./app-process.ts', import.meta.url))],
    { env: { ...process.env, ...env, DATABASE_URL: url }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening (\d+)/.exec(output);
      if (listening) resolve(Number(listening[1]));
    });
    void exited.then((code) =>
      reject(new Error(`the app process ended (${code}) before listening:\n${output}`)),
    );
  });
  return {
    port,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
