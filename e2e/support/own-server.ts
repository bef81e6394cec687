import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** The production server as `npm start` builds it (the journeys' own server is started from the same build). */
const SERVER = resolve(import.meta.dirname, '../../apps/server/dist/server.js');

/** A first start loads the demo data: about 35 s on a quiet machine, two minutes on a loaded one. */
export const STARTUP_MS = 210_000;

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/**
 * A server process of a journey's own, with the demo data in a data folder of its own, for a journey that stops
 * its server: the shared server the other journeys use is left running. `stop` ends the process (the port then
 * refuses connections) and `start` brings it back on the same port and data.
 */
export class OwnServer {
  readonly dataDir = mkdtempSync(join(tmpdir(), 'freight-e2e-own-'));
  private process: ChildProcess | undefined;

  private constructor(readonly port: number) {}

  static async start(): Promise<OwnServer> {
    const server = new OwnServer(await freePort());
    try {
      await server.start();
    } catch (error) {
      await server.dispose();
      throw error;
    }
    return server;
  }

  get baseURL(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // the embedded database, in this process: stopping the process stops the database too
    const { DATABASE_URL: _shared, ...inherited } = process.env;
    const child = spawn(process.execPath, [SERVER], {
      env: {
        ...inherited,
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'warn',
      },
      stdio: 'ignore',
    });
    this.process = child;
    const ready = `${this.baseURL}/api/platform/config`;
    const deadline = Date.now() + STARTUP_MS;
    while (!(await answers(ready))) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      if (Date.now() > deadline)
        throw new Error(`the server did not answer ${ready} in ${STARTUP_MS / 1000} s`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }

  /** Ends the process and waits until it has gone. */
  async stop(): Promise<void> {
    const child = this.process;
    this.process = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
