import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * An AbortSignal that fires when the client goes away before the answer is sent (the editor
 * closed the page during a long AI call): the call to the AI stops instead of running on, and
 * nothing is stored. Used by the AI routes (reviews; guides can share it).
 */
export function abortOnDisconnect(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const onClose = () => {
    if (!reply.raw.writableEnded) controller.abort();
  };
  const socket = request.raw.socket as FastifyRequest['raw']['socket'] | undefined;
  if (typeof socket?.once !== 'function') return controller.signal;
  socket.once('close', onClose);
  reply.raw.once('finish', () => socket.off('close', onClose));
  return controller.signal;
}
