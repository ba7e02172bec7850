import net from 'node:net';
import { http, HttpResponse } from 'msw';
import { fakeServices } from '../mocks/node.ts';

/**
 * For the API tests over a real socket that are about time limits: instead of waiting a fixed
 * while, they wait for the event that shows the time has passed.
 */

/**
 * Holds the next chat completion of the fake AI (tests/mocks/openai.ts, on fakeServices) until
 * `release()`: then the fake answers it as usual. `reached` resolves when the request arrived (the
 * AI call is under way). A request aborted meanwhile gets a network error.
 */
export function holdNextAiAnswer(): { reached: Promise<void>; release(): void } {
  let arrived!: () => void;
  let release!: () => void;
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  fakeServices.use(
    http.post(
      '*/chat/completions',
      async ({ request }) => {
        arrived();
        const aborted = new Promise<'aborted'>((resolve) => request.signal.addEventListener('abort', () => resolve('aborted'), { once: true }));
        // Nothing returned: the fake's own handler answers.
        if ((await Promise.race([released, aborted])) === 'aborted') return HttpResponse.error();
      },
      { once: true },
    ),
  );
  return { reached, release };
}

/**
 * Opens a request on `port` whose headers never finish, and resolves with what the server sent
 * when it closed the connection: `HTTP/1.1 408 …` when its requestTimeout cut it. By then every
 * request that began before this one has been running longer than requestTimeout.
 */
export function cutByRequestTimeout(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    socket.on('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Incompleta: '));
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => resolve(data));
  });
}
