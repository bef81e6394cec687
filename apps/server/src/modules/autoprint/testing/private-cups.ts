import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { tempDir } from './agent-process.fixture';

const CUPS_PDF_PPD = '/usr/share/ppd/cups-pdf/CUPS-PDF_opt.ppd';
const CUPS_PDF_BACKEND = '/usr/lib/cups/backend/cups-pdf';

/** Why the CUPS tests cannot run here, or null when they can (Debian's cups and printer-driver-cups-pdf, as root). */
export function cupsUnavailableReason(): string | null {
  const missing = [
    '/usr/sbin/cupsd',
    '/usr/sbin/lpadmin',
    '/usr/bin/lp',
    CUPS_PDF_BACKEND,
    CUPS_PDF_PPD,
  ].filter((path) => !existsSync(path));
  if (missing.length > 0)
    return `CUPS tests skipped: install Debian's cups and printer-driver-cups-pdf (missing ${missing.join(', ')})`;
  if (process.getuid?.() !== 0)
    return 'CUPS tests skipped: the private CUPS scheduler and cups-pdf need root';
  return null;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** A CUPS scheduler of the test's own, on a free port, with virtual PDF printers writing to folders. */
export interface PrivateCups {
  server: string;
  outputOf(printer: string): string;
  close(): Promise<void>;
}

export async function startPrivateCups(printers: string[]): Promise<PrivateCups> {
  const root = tempDir('private-cups');
  for (const dir of ['spool', 'cache', 'state', 'log', 'tmp']) mkdirSync(join(root, dir));
  chmodSync(join(root, 'tmp'), 0o1777); // filters run as lp
  const port = await freePort();
  writeFileSync(
    join(root, 'cupsd.conf'),
    [
      `Listen 127.0.0.1:${port}`,
      'LogLevel warn',
      'WebInterface No',
      'DefaultAuthType None',
      '<Location />\n  Order allow,deny\n  Allow all\n</Location>',
      '<Location /admin>\n  Order allow,deny\n  Allow all\n</Location>',
      '<Policy default>\n  <Limit All>\n    Order deny,allow\n  </Limit>\n</Policy>',
    ].join('\n'),
  );
  writeFileSync(
    join(root, 'cups-files.conf'),
    ['spool', 'cache', 'state', 'tmp']
      .map(
        (dir) =>
          `${{ spool: 'RequestRoot', cache: 'CacheDir', state: 'StateDir', tmp: 'TempDir' }[dir]} ${join(root, dir)}`,
      )
      .concat([
        `ErrorLog ${join(root, 'log/error_log')}`,
        `Printcap ${join(root, 'printcap')}`,
        'SystemGroup root',
      ])
      .join('\n'),
  );
  // pdftopdf makes the copies itself, so each copy is a page of the PDF the test can count
  const ppd = join(root, 'pdf.ppd');
  writeFileSync(
    ppd,
    readFileSync(CUPS_PDF_PPD, 'utf8').replace('*% cupsFilter:', '*cupsManualCopies: True\n*% cupsFilter:'),
  );
  const scheduler: ChildProcess = spawn(
    '/usr/sbin/cupsd',
    ['-f', '-c', join(root, 'cupsd.conf'), '-s', join(root, 'cups-files.conf')],
    {
      stdio: 'ignore',
    },
  );
  const server = `127.0.0.1:${port}`;
  const env = { ...process.env, CUPS_SERVER: server };
  const exited = new Promise<void>((done) => scheduler.once('exit', () => done()));
  for (let i = 0; ; i++) {
    try {
      execFileSync('lpstat', ['-r'], { env, stdio: 'pipe' });
      break;
    } catch (error) {
      if (i > 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  // cups-pdf reads /etc/cups/cups-pdf-{instance}.conf for the device cups-pdf:/{instance}
  const configs: string[] = [];
  const outputs = new Map<string, string>();
  for (const printer of printers) {
    const instance = `${root.split('-').pop() ?? 'x'}${printer}`.replace(/[^A-Za-z0-9]/g, '');
    const out = join(root, `out-${printer}`);
    mkdirSync(out);
    const config = `/etc/cups/cups-pdf-${instance}.conf`;
    writeFileSync(config, `Out ${out}\nAnonDirName ${out}\nLabel 1\nUserUMask 0000\nGrp root\n`);
    configs.push(config);
    outputs.set(printer, out);
    execFileSync('lpadmin', ['-p', printer, '-E', '-v', `cups-pdf:/${instance}`, '-P', ppd], {
      env,
      stdio: 'pipe',
    });
  }
  return {
    server,
    outputOf: (printer) => outputs.get(printer) ?? '',
    close: async () => {
      scheduler.kill('SIGTERM');
      await exited;
      for (const config of configs) rmSync(config, { force: true });
    },
  };
}

/** The PDFs a virtual printer wrote, each with its page count. */
export function printedPdfs(folder: string) {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.pdf'))
    .map((name) => readFileSync(join(folder, name)))
    .map((pdf) => ({
      head: pdf.subarray(0, 5).toString(),
      pages: pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0,
    }));
}
