import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Held {
  method: string;
  path: string;
  response: ServerResponse;
}

/**
 * Stands between a print agent and the server, forwarding its calls, except those `hold` picks: they are kept
 * unanswered, as if the server or the network stalled, until the test cuts them off. Lets a test stop an agent
 * (or the server) at an exact point of a job without waiting on timers.
 */
export async function startHoldingProxy(upstream: () => string) {
  let hold: (method: string, path: string) => boolean = () => false;
  const held: Held[] = [];
  const server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    const method = incoming.method ?? 'GET';
    const path = incoming.url ?? '/';
    if (hold(method, path)) {
      incoming.resume();
      held.push({ method, path, response });
      return;
    }
    const target = new URL(path, upstream());
    const out = forward(target, { method, headers: incoming.headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    out.on('error', () => {
      if (!response.headersSent) response.writeHead(502).end();
      else response.destroy();
    });
    incoming.pipe(out);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    holdWhen(choose: (method: string, path: string) => boolean) {
      hold = choose;
    },
    /** Cuts off every held call (the agent sees its connection drop) and forwards everything from now on. */
    release() {
      hold = () => false;
      for (const call of held.splice(0)) call.response.destroy();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const call of held.splice(0)) call.response.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
