/** A bare Fastify route, run with `node --input-type=module -e`: the yardstick every measure is read against. */
export const BARE_SERVER = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;
