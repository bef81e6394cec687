import type { AuthDeps } from '../modules/auth';
import type { Args, OptionSpec } from './args';

/** What a command works with: the database, the time, and the mailer (reset codes go by e-mail). */
export type AdminContext = AuthDeps;

export interface Command {
  name: string;
  /** Arguments after the name, e.g. '--name <name> --status <status>'. */
  usage: string;
  summary: string;
  options: OptionSpec;
  maxPositionals?: number;
  /** Checks the arguments, throwing UsageError before any database is opened, and returns the work. */
  prepare(args: Args): (context: AdminContext) => Promise<string[]>;
}

export const statusHelp = 'onboarding|transacting|suspended|offboarded';
