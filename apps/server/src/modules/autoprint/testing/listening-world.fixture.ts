import { beforeAll } from 'vitest';
import { useConsignmentWorldWith } from '../../consignments/consignment-world.fixture';

/**
 * A consignment world (alice signed in) whose app runs jobs every 50 ms and listens on a free local port, so
 * print agents started in processes of their own can reach it. `site` (Melbourne DC) and `server` (the app's
 * url) are filled in by the suite's beforeAll, so tests read them there, never at the file's top level.
 */
export function useListeningWorld() {
  const w = useConsignmentWorldWith({ env: { JOBS_WORKER: 'true', JOBS_POLL_MS: '50' } }, 'alice');
  const listening = { w, site: 0, server: '' };
  beforeAll(async () => {
    listening.site = w.world.ids.melbourne;
    listening.server = await w.t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 60_000);
  return listening;
}
