// The bench's reference: one folder served by @fastify/static, the floor our own pages are measured
// against. The folder holds index.html and its .br/.gz copies, sent as they are to clients that
// accept them (preCompressed, like nginx's gzip_static/brotli_static): the same bytes as our pages.
// Usage: node scripts/bench/static-server.mjs <folder> <port>
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [root, port] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, index: ['index.html'], preCompressed: true });
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('pronto');
