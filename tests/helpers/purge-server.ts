import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  url: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
}

export interface FakeAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

/** The request's head and body once whole (Content-Length bodies only: what the purge clients send), or null. */
function parse(data: Buffer): SeenRequest | null {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [line = '', ...rest] = data.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const h of rest) {
    const colon = h.indexOf(':');
    headers[h.slice(0, colon).trim().toLowerCase()] = h.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? 0);
  if (data.length < end + 4 + length) return null;
  const [method = '', url = ''] = line.split(' ');
  return { method, url, headers, body: data.subarray(end + 4, end + 4 + length).toString('utf8') };
}

/**
 * A local HTTP server standing for a shared cache's purge endpoint (a Varnish, Cloudflare's or
 * Fastly's API): it records every request and answers with `answer` (the test changes it), and
 * `next()` resolves with the next request once it has been answered. Plain TCP with a minimal
 * HTTP/1.1 reading, because Node's HTTP server refuses methods it does not know (BAN), which
 * Varnish takes.
 */
export async function startPurgeServer(answer: (req: SeenRequest) => FakeAnswer = () => ({ status: 200 })) {
  const seen: SeenRequest[] = [];
  const waiting: Array<(req: SeenRequest) => void> = [];
  const sockets = new Set<net.Socket>();
  const fake = {
    answer,
    seen,
    url: '',
    /** The next request, resolved when its answer has been sent. */
    next(): Promise<SeenRequest> {
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let data = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      const request = parse(data);
      if (!request) return;
      data = Buffer.alloc(0);
      seen.push(request);
      const a = fake.answer(request);
      const body = Buffer.from(a.body ?? '');
      const head = [`HTTP/1.1 ${a.status} X`, `content-length: ${body.length}`, 'connection: close', ...Object.entries(a.headers ?? {}).map(([k, v]) => `${k}: ${v}`)];
      socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]), () => waiting.shift()?.(request));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

export type PurgeServer = Awaited<ReturnType<typeof startPurgeServer>>;
