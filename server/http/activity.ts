import type { FastifyRequest } from 'fastify';
import type { ContentType } from '../../common/content-types.ts';
import type { ActivityRecord } from '../domain/activity.ts';
import { logConfirmations, textRef } from '../domain/content/activity-log.ts';
import type { Services } from '../services.ts';
import { resolverOf } from './request-context.ts';

/**
 * A line of the activity log by the request's user (decision 0064), written after the action
 * succeeded; never fails the request (ActivityService.record logs its own failures).
 */
export function logActivity(request: FastifyRequest, services: Services, entry: ActivityRecord): Promise<void> {
  return services.activity.record(resolverOf(request), entry);
}

/** A text created ('creato') or rewritten by a generation ('modificato'), named by its stored title. */
export async function logText(request: FastifyRequest, services: Services, azione: 'creato' | 'modificato' | 'pubblicato', tipo: ContentType, id: number): Promise<void> {
  const text = await textRef(services.db, tipo, id).catch(() => undefined);
  await logActivity(request, services, { azione, tipo_oggetto: tipo, id_oggetto: id, titolo: text?.titolo ?? null });
}

/** A news item created from the dashboard: 'creato', and when it went out at once 'pubblicato' with the claims confirmed for it. */
export async function logNewsCreated(request: FastifyRequest, services: Services, news: { id: number; stato: string }): Promise<void> {
  await logText(request, services, 'creato', 'notizia', news.id);
  if (news.stato !== 'pubblicata') return;
  await logText(request, services, 'pubblicato', 'notizia', news.id);
  await logConfirmations({ db: services.db, activity: services.activity }, 'notizia', await textRef(services.db, 'notizia', news.id), 0);
}
