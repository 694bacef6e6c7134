// A server that answers every GET with one kept body and nothing else: the ceiling of what one
// Node process can serve here. Started by `ceiling.ts` as its own process (as the real server is).
//   node bare-server.mjs <http|fastify> <body file> [content-encoding]
// Prints "listening <port>" once it listens on 127.0.0.1.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [kind, file, encoding] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-length': String(body.length),
};
if (encoding) headers['content-encoding'] = encoding;

function listening(port) {
  process.stdout.write(`listening ${port}\n`);
}

if (kind === 'http') {
  const server = createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  });
  server.listen(0, '127.0.0.1', () => listening(server.address().port));
} else if (kind === 'fastify') {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.get('/*', (_request, reply) => {
    reply.headers(headers);
    return reply.send(body);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  listening(app.server.address().port);
} else {
  throw new Error(`Unknown server kind: ${kind}`);
}
