import { queryOptions } from '@tanstack/react-query';
import type { ContentType } from '../../../common/content-types.ts';
import { PRESENCE_HEARTBEAT_MS, type PresenceAnswer } from '../../../common/presence.ts';
import { api } from '../../lib/api.ts';

/** The presence requests (decision 0026). Every key starts with 'presenze'. */
export const presenceKeys = {
  all: ['presenze'] as const,
  of: (tipo: ContentType, id: number, sessione: string) => [...presenceKeys.all, tipo, id, sessione] as const,
};

const presencePath = (tipo: ContentType, id: number) => `/api/presenze/${encodeURIComponent(tipo)}/${id}`;

/** PUT /api/presenze/{tipo}/{id} {sessione}: this tab's heartbeat; answers who else has the text open. */
export const sendHeartbeat = (tipo: ContentType, id: number, sessione: string) => api<PresenceAnswer>(presencePath(tipo, id), { method: 'PUT', body: { sessione } });

/**
 * DELETE /api/presenze/{tipo}/{id} {sessione}: this tab's goodbye, as a keepalive request so it
 * is sent even while the page goes away.
 */
export const sendGoodbye = (tipo: ContentType, id: number, sessione: string) => api<null>(presencePath(tipo, id), { method: 'DELETE', body: { sessione }, keepalive: true });

/** The heartbeat of each open editor still on its way (by session id). */
const inFlight = new Map<string, Promise<unknown>>();

/** Settles once this editor's heartbeat on its way, if any, has been answered (the goodbye must not overtake it). */
export const heartbeatSettled = (sessione: string): Promise<unknown> => inFlight.get(sessione) ?? Promise.resolve();

/**
 * The heartbeat as a query: sent when the editor opens, every PRESENCE_HEARTBEAT_MS while the tab
 * is shown (TanStack Query pauses its interval in a hidden tab), and again at once when the tab
 * is shown again; dropped as soon as the editor closes.
 */
export const heartbeatQuery = (tipo: ContentType, id: number, sessione: string) =>
  queryOptions({
    queryKey: presenceKeys.of(tipo, id, sessione),
    queryFn: () => {
      const sent = sendHeartbeat(tipo, id, sessione);
      const settled = sent
        .catch(() => undefined)
        .finally(() => {
          if (inFlight.get(sessione) === settled) inFlight.delete(sessione);
        });
      inFlight.set(sessione, settled);
      return sent;
    },
    refetchInterval: PRESENCE_HEARTBEAT_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
    gcTime: 0,
  });
