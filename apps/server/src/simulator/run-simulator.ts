import { simulateOnce, type CarrierKey, type SimulationResult } from './simulate';

/**
 * Runs a pass now and then every `intervalSeconds`, one at a time; a failed pass (the server restarting, say)
 * is logged and the next one tries again. Answers a stop function.
 */
export function runSimulatorLoop(options: {
  baseUrl: string;
  keys: () => Promise<readonly CarrierKey[]>;
  intervalSeconds: number;
  log: (message: string) => void;
}): () => void {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      const result: SimulationResult = await simulateOnce({
        baseUrl: options.baseUrl,
        keys: await options.keys(),
        now: new Date(),
      });
      if (result.accepted > 0 || result.rejected > 0)
        options.log(
          `carriers reported ${result.accepted} new events (${result.pods} proofs of delivery) for ${result.consignments} consignments`,
        );
    } catch (error) {
      options.log(
        `carrier simulation pass failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!stopped) timer = setTimeout(() => void pass(), options.intervalSeconds * 1000);
  };
  void pass();
  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
