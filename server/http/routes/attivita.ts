import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../common/activity.ts';
import { toPositiveId } from '../../../common/ids.ts';
import { ACTIVITY_MSG as M } from '../../../common/messages-activity.ts';
import { atLeast } from '../../../common/roles.ts';
import { romeDayBounds } from '../../../common/rome-time.ts';
import type { ActivityQuery } from '../../domain/activity-list.ts';
import { badRequest } from '../../domain/errors.ts';
import type { Services } from '../../services.ts';

type Query = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** A day of the filter ('YYYY-MM-DD', a day in Rome) as its bounds; 400 when malformed. */
function day(value: unknown, name: string) {
  const raw = text(value);
  if (raw === undefined) return undefined;
  const bounds = romeDayBounds(raw);
  if (!bounds) throw badRequest(M.badDate(name));
  return bounds;
}

/** The filters of GET /api/attivita, validated (400 in Italian). */
export function activityQuery(query: Query, soloEditoriale: boolean): ActivityQuery {
  const rawUser = text(query.utente);
  const utente = rawUser === undefined ? undefined : toPositiveId(rawUser);
  if (utente === null) throw badRequest(M.badUser);
  const azione = text(query.azione);
  if (azione !== undefined && !(ACTIVITY_KINDS as readonly string[]).includes(azione)) throw badRequest(M.badKind);
  const dal = day(query.dal, 'dal');
  const al = day(query.al, 'al');
  if (dal && al && dal.from > al.from) throw badRequest(M.reversed);
  const rawPage = text(query.pagina);
  const pagina = rawPage === undefined ? 1 : toPositiveId(rawPage);
  if (pagina === null) throw badRequest(M.badPage);
  return { utente, azione: azione as ActivityKind | undefined, dal: dal?.from, al: al?.to, pagina, soloEditoriale };
}

/** An editor reads the editorial log; accounts, keys and settings are the administrator's (decision 0064). */
const editorialOnly = (request: FastifyRequest) => !request.session || !atLeast(request.session.user.ruolo, 'amministratore');

/**
 * The activity log (decision 0064), for editors and above:
 * - GET /api/attivita?utente=&azione=&dal=&al=&pagina= → {data, totale, pagina, per_pagina, pagine},
 *   newest first; `dal`/`al` are days in Italian time, both included.
 * - GET /api/attivita/persone → [{id, nome}]: the people the log names (its filter).
 */
export async function attivitaRoutes(app: FastifyInstance, { services }: { services: Services }) {
  app.get('/attivita', { config: { ruolo: 'editor' } }, async (request, reply) => {
    const query = activityQuery(request.query as Query, editorialOnly(request));
    reply.header('cache-control', 'no-store');
    return services.activity.list(query);
  });

  app.get('/attivita/persone', { config: { ruolo: 'editor' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return services.activity.people({ soloEditoriale: editorialOnly(request) });
  });
}
