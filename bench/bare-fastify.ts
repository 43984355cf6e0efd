// The ceiling: a Fastify route that does nothing, on this machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.info(`listening ${typeof address === 'object' && address ? address.port : ''}`);
