import { statusValues, type Status } from '@freight/contracts';
import { stringOptions } from '../args';
import { statusHelp, type AdminContext, type Command } from '../command';

interface StatusCommandSpec {
  /** The option naming what changes, and the command's prefix: `org` makes org:status --org <id|name>. */
  owner: string;
  /** How the answer names it, e.g. 'Organisation'. */
  noun: string;
  summary: string;
  set: (
    context: AdminContext,
    ref: string,
    status: Status,
  ) => Promise<{ id: number; name: string; status: string }>;
}

/** `<owner>:status --<owner> <id|name> --status <status>`: organisations and sites take their status alike. */
export function statusCommand({ owner, noun, summary, set }: StatusCommandSpec): Command {
  return {
    name: `${owner}:status`,
    usage: `--${owner} <id|name> --status <${statusHelp}>`,
    summary,
    options: stringOptions(owner, 'status'),
    prepare(args) {
      const ref = args.string(owner);
      const status = args.requiredChoice('status', statusValues);
      return async (context) => {
        const changed = await set(context, ref, status);
        return [`${noun} ${changed.id} '${changed.name}' is now ${changed.status}`];
      };
    },
  };
}
