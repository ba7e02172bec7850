import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { toWebRequest } from '../../server/http/react-router.ts';

/**
 * The Web Request React Router renders from: aborted when the visitor goes away, except for a
 * render shared through the render cache, which serves the others waiting for it and may finish
 * in the background after a stale page was answered (server/http/render-cache.ts).
 */
const app = Fastify();
const made: Record<string, Request> = {};
/** Resolves when the answer to that request is done ('close' of the response). */
const done: Record<string, Promise<void>> = {};
app.get('/:kind', async (request, reply) => {
  const { kind } = request.params as { kind: string };
  made[kind] = toWebRequest(request, reply, { shared: kind === 'condivisa' });
  done[kind] = new Promise((resolve) => reply.raw.once('close', () => resolve()));
  return { url: made[kind]!.url };
});
afterAll(() => app.close());

describe('toWebRequest', () => {
  it('aborts a visitor’s own render when the answer is done, never a shared one', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const kind of ['propria', 'condivisa']) {
      const res = await fetch(`${address}/${kind}?pagina=2`);
      expect(await res.json()).toEqual({ url: `${address}/${kind}?pagina=2` });
    }
    // Listeners run in the order they were added: by the time ours runs, toWebRequest's has.
    await Promise.all([done.propria, done.condivisa]);
    expect(made.propria!.signal.aborted).toBe(true);
    expect(made.condivisa!.signal.aborted).toBe(false);
  });
});
