import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ContentType } from '../../../../common/content-types.ts';
import type { PresenceAnswer } from '../../../../common/presence.ts';
import { heartbeatQuery, heartbeatSettled, sendGoodbye } from '../../../entities/presence/api.ts';

/** A random id for this open editor (letters and digits; crypto.getRandomValues works on plain http too). */
function newTabSession(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Presence on one text: while the editor is open this tab sends its heartbeat (at once, then every
 * PRESENCE_HEARTBEAT_MS while the tab is shown, and again the moment a hidden tab is shown), and
 * says goodbye when the editor closes or the page goes away (pagehide), so it disappears for the
 * others at once; a page brought back from the browser's cache beats again. `id`: the text's own
 * id (a review's REVIEW id); null while the text is not saved yet (nothing is sent).
 * A hidden tab sends nothing: after a minute the others stop seeing it, and it learns who is there
 * the moment it is shown again. Answers who else has the text open, or null while unknown (not
 * asked yet, or the last heartbeat failed: the notice claims nothing it cannot back).
 * Each open editor has its own session id, so reopening a text never races the previous goodbye.
 */
export function usePresence(tipo: ContentType, id: number | null): PresenceAnswer | null {
  const [sessione] = useState(newTabSession);
  const query = useQuery({ ...heartbeatQuery(tipo, id ?? 0, sessione), enabled: id !== null });
  const { refetch } = query;

  useEffect(() => {
    if (id === null) return undefined;
    const goodbye = () => {
      sendGoodbye(tipo, id, sessione).catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void refetch();
    };
    window.addEventListener('pagehide', goodbye);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', goodbye);
      window.removeEventListener('pageshow', onPageShow);
      // A heartbeat still on its way would land after the goodbye and bring the tab back.
      void heartbeatSettled(sessione).then(goodbye);
    };
  }, [tipo, id, sessione, refetch]);

  return id !== null && query.data && !query.isError ? query.data : null;
}
