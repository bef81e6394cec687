/**
 * The command that starts the print agent with a new key, as README.md ("Print agent") documents it: run from a
 * copy of the repository, through its `print-agent` script. The agent is no registry package, so an `npx` command
 * would fail, or fetch whatever someone else published under the name.
 */
export const agentStartCommand = (server: string, key: string) =>
  `npm run print-agent -- --server ${server} --key ${key}`;
