import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CSRF_COOKIE, CSRF_HEADER } from '@freight/contracts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Builds the server as `npm start` does, into a folder of this test's own (inside node_modules, so the bundle
 * finds its packages), and returns it.
 */
export function buildServer(): { dir: string; remove: () => void } {
  const dir = join(serverDir, 'node_modules/.cache', `built-server-${randomBytes(4).toString('hex')}`);
  execFileSync('npm', ['run', '-s', 'build', '--', '--outdir', dir], { cwd: serverDir, stdio: 'pipe' });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  port: number;
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the built server as production runs it (node <build>/server.js) and waits until it answers. */
export async function startBuiltServer(
  buildDir: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(buildDir, 'server.js')], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server ended while starting:\n${output}`);
    const answer = await call(port, 'GET', '/api/platform/config').catch(() => null);
    if (answer?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`the server did not answer within 90 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    process: child,
    port,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, so successive requests may land on different server processes. */
export function call(
  port: number,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: {
          connection: 'close',
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        timeout: 30_000,
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

/** A signed-in browser over real connections: keeps its cookies and echoes the CSRF token. */
export class SocketClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly port: number) {}

  async request(method: string, path: string, body?: unknown): Promise<Answer> {
    if (!this.cookies.has(CSRF_COOKIE) && method !== 'GET' && method !== 'HEAD')
      await this.request('GET', '/api/auth/csrf');
    const headers: Record<string, string> = {};
    if (this.cookies.has(CSRF_COOKIE)) headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const answer = await call(this.port, method, path, { body, headers });
    const setCookie = answer.headers['set-cookie'] ?? [];
    for (const line of setCookie) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return answer;
  }
}
