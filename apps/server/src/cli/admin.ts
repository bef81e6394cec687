import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { ConfigError } from '../config/env';
import { AppError } from '../platform/errors/app-error';
import { parse, UsageError } from './args';
import type { Command } from './command';
import { listCommands } from './commands/list';
import { carrierCommands } from './commands/carriers';
import { pickupCommands } from './commands/pickups';
import { carrierKeyCommands } from './commands/carrier-keys';
import { siteKeyCommands } from './commands/site-keys';
import { orgCommands } from './commands/org';
import { siteCommands } from './commands/site';
import { siteRecoveryCommands } from './commands/site-recovery';
import { telemetryCommands } from './commands/telemetry';
import { userCommands } from './commands/user';
import { connectConfigured, type Connection } from './connect';

/** Where a run prints, and how it reaches the database; tests pass fakes. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  connect?(log: (message: string) => void): Promise<Connection>;
}

export const commands: readonly Command[] = [
  ...orgCommands,
  ...siteCommands,
  ...siteRecoveryCommands,
  ...userCommands,
  ...listCommands,
  ...carrierCommands,
  ...pickupCommands,
  ...carrierKeyCommands,
  ...siteKeyCommands,
  ...telemetryCommands,
];

const PREFIX = 'npm run admin --';
const usageOf = (command: Command) => `usage: ${PREFIX} ${command.name} ${command.usage}`;

function help(): string[] {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    `usage: ${PREFIX} <command> [--flags]`,
    '',
    'Account changes for support staff, on the database the server is configured with (DATABASE_URL or DATA_DIR).',
    'With the embedded database, stop the server first: only one process may open it.',
    '',
    'commands:',
    `  ${'help'.padEnd(width)}  this list; 'help <command>' for one command's flags`,
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
  ];
}

function helpFor(topic: string | undefined, io: CliIo): number {
  if (topic === undefined) {
    help().forEach((line) => io.out(line));
    return 0;
  }
  const command = commands.find((c) => c.name === topic);
  if (!command) {
    io.err(`admin: no command '${topic}'`);
    help().forEach((line) => io.err(line));
    return 2;
  }
  io.out(usageOf(command));
  io.out(`  ${command.summary}`);
  return 0;
}

/** Runs one command; resolves to the exit code (0 done, 1 refused by the service, 2 bad command line). */
export async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'help' || name === '--help' || name === '-h') return helpFor(rest[0], io);
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(name === undefined ? 'admin: name a command' : `admin: unknown command '${name}'`);
    help().forEach((line) => io.err(line));
    return 2;
  }
  if (rest.includes('--help') || rest.includes('-h')) return helpFor(command.name, io);

  let work;
  try {
    work = command.prepare(parse(rest, command.options, command.maxPositionals ?? 0));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`admin ${command.name}: ${error.message}`);
    io.err(usageOf(command));
    return 2;
  }

  let connection: Connection;
  try {
    connection = await (io.connect ?? connectConfigured)((message) => io.err(message));
  } catch (error) {
    // Configuration and connection problems are the operator's to fix: the message, without a stack.
    const message = error instanceof Error ? error.message : String(error);
    io.err(error instanceof ConfigError ? message : `admin: cannot open the database: ${message}`);
    return 1;
  }
  try {
    for (const line of await work(connection.context)) io.out(line);
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    io.err(`admin ${command.name}: ${error.detail ?? error.title}`);
    return 1;
  } finally {
    await connection.close();
  }
}

const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

function invokedDirectly(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return import.meta.url === pathToFileURL(realpathSync(script)).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  run(process.argv.slice(2), consoleIo).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      // Not a user's mistake but a fault: keep the stack for whoever investigates.
      console.error(error);
      process.exitCode = 1;
    },
  );
}
