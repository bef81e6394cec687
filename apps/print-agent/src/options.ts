import { parseArgs } from 'node:util';

export interface AgentOptions {
  server: string;
  key: string;
  folder: string | null;
  home: string;
  /** Longest wait of one long poll, in seconds (the server allows 25). */
  waitSeconds: number;
  once: boolean;
}

export const USAGE = `Usage: freight-print-agent --server URL --key KEY [--folder DIR] [--home DIR]

  --server URL   the freight app's address (or FREIGHT_SERVER)
  --key KEY      the site's print agent secret key from Printing configuration (or FREIGHT_PRINT_AGENT_KEY);
                 kept in the agent's folder, readable by you only, so later starts need no --key
  --folder DIR   write each job's PDFs into DIR instead of printing them (sites without CUPS, and tests)
  --home DIR     the agent's own folder (or FREIGHT_PRINT_AGENT_HOME; default ~/.config/freight-print-agent)
`;

export class UsageError extends Error {}

/** Reads the command line and environment; the saved configuration fills what both leave out. */
export function parseOptions(
  argv: string[],
  env: NodeJS.ProcessEnv,
  defaultHome: string,
  saved: (home: string) => { server?: string; key?: string },
): AgentOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      server: { type: 'string' },
      key: { type: 'string' },
      folder: { type: 'string' },
      home: { type: 'string' },
      wait: { type: 'string' },
      once: { type: 'boolean' },
      help: { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  // an empty variable counts as unset
  const fromEnv = (name: string) => env[name]?.trim() || undefined;
  const home = values.home ?? fromEnv('FREIGHT_PRINT_AGENT_HOME') ?? defaultHome;
  const stored = saved(home);
  const server = values.server ?? fromEnv('FREIGHT_SERVER') ?? stored.server;
  const key = values.key ?? fromEnv('FREIGHT_PRINT_AGENT_KEY') ?? stored.key;
  if (!server) throw new UsageError('The server address is missing: give --server or FREIGHT_SERVER.');
  if (!/^https?:\/\//.test(server))
    throw new UsageError('The server address must start with http:// or https://.');
  if (!key) throw new UsageError('The secret key is missing: give --key or FREIGHT_PRINT_AGENT_KEY.');
  const wait = Number(values.wait ?? 20);
  if (!Number.isInteger(wait) || wait < 0 || wait > 25)
    throw new UsageError('--wait must be 0 to 25 seconds.');
  return {
    server: server.replace(/\/+$/, ''),
    key,
    folder: values.folder ?? fromEnv('FREIGHT_PRINT_AGENT_FOLDER') ?? null,
    home,
    waitSeconds: wait,
    once: values.once ?? false,
  };
}
