import { hostname } from 'node:os';
import { AgentApi, KeyRejectedError } from './api';
import { PrintAgent } from './agent';
import { defaultHome, installationId, PrintJournal, readSavedConfig, saveConfig } from './home';
import { parseOptions, USAGE, UsageError } from './options';
import { cupsOutput, folderOutput } from './output';
import { AGENT_VERSION } from './version';

const log = (message: string) => process.stdout.write(`${new Date().toISOString()} ${message}\n`);

async function main() {
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env, defaultHome(process.env), readSavedConfig);
  } catch (error) {
    if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      if ((error as Error).message) process.stderr.write(`${(error as Error).message}\n\n`);
      process.stderr.write(USAGE);
      process.exit(2);
    }
    throw error;
  }
  saveConfig(options.home, { server: options.server, key: options.key });
  const api = new AgentApi(options.server, options.key, {
    installationId: installationId(options.home),
    machineName: hostname(),
    version: AGENT_VERSION,
  });
  const output = options.folder ? folderOutput(options.folder) : cupsOutput();
  const agent = new PrintAgent(api, output, new PrintJournal(options.home), log, options.waitSeconds);
  const printers = await output.printers();
  log(
    `Freight print agent ${AGENT_VERSION} for ${options.server}: ${
      options.folder
        ? `writing PDFs to ${options.folder}`
        : `printers ${printers.map((p) => p.name).join(', ') || '(none found)'}`
    }.`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    agent.stop();
    log('Stopping.');
    // tell the server, so the site sees "stopped" rather than waiting for the heartbeat to lapse
    agent
      .heartbeat('stopped')
      .catch(() => undefined)
      .finally(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  try {
    await agent.run(options.once);
  } catch (error) {
    if (error instanceof KeyRejectedError) {
      log(`${error.message} Generate a new key in Printing configuration and start the agent with it.`);
      process.exit(3);
    }
    throw error;
  }
}

main().catch((error: unknown) => {
  log(`The print agent stopped: ${(error as Error).message}`);
  process.exit(1);
});
