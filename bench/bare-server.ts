// The yardstick for throughput: a bare Fastify route answering JSON, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async () => ({ recipe: 'ok', provider: 'builtin', model: 'bare' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('bare server ready');
