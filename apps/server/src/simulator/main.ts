/**
 * `npm run simulate`: plays the demo installation's carriers against a running server, through the carrier
 * API over HTTP with each carrier's key. `--once` makes a single pass; otherwise it runs every
 * SIMULATE_INTERVAL_SECONDS (60) until stopped. The server is at PUBLIC_URL, else http://localhost:PORT.
 */
import { ConfigError, loadConfig } from '../config/env';
import { readDemoCarrierKeys, DEMO_KEYS_FILE } from './demo-keys';
import { runSimulatorLoop } from './run-simulator';
import { simulateOnce } from './simulate';

async function main() {
  const config = loadConfig();
  const baseUrl = (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/+$/, '');
  const keys = await readDemoCarrierKeys(config.dataDir);
  if (!keys)
    throw new Error(
      `No carrier keys in ${config.dataDir}/${DEMO_KEYS_FILE}: start the demo installation once (npm start) first.`,
    );
  if (process.argv.includes('--once')) {
    console.log(JSON.stringify(await simulateOnce({ baseUrl, keys, now: new Date() })));
    return;
  }
  console.log(
    `Playing ${keys.length} carriers against ${baseUrl} every ${config.simulateIntervalSeconds} s; Ctrl-C stops.`,
  );
  const stop = runSimulatorLoop({
    baseUrl,
    keys: async () => keys,
    intervalSeconds: config.simulateIntervalSeconds,
    log: (message) => console.log(message),
  });
  process.on('SIGINT', () => {
    stop();
    process.exit(0);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
