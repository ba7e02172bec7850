import type { QueryKey } from '@tanstack/react-query';
import { CONTENT_PATHS, type ContentType } from '../../../common/content-types.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import type { Guide, News, Review } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';

/** What can be scheduled, and where its API lives (`{id}`: the content's own id, a review's REVIEW id). */
export type SchedulableKind = ContentType;

const PATH = CONTENT_PATHS;

/**
 * The lists a schedule changes: every query of the content's feature (their keys start with the
 * API's path name: reviewKeys.all, guideKeys.all, newsKeys.all), and the public pages' own.
 */
export const scheduleInvalidates = (kind: SchedulableKind): readonly QueryKey[] => [[PATH[kind]]];

export interface ScheduleRequest {
  kind: SchedulableKind;
  id: number;
  /** ISO 8601 UTC. */
  quando: string;
  /** Claims the editor states true, each with its source (the publishing gate, as for Pubblica). */
  conferme?: ConfirmationsInput;
}

/** The scheduling requests (decision 0026): POST and DELETE /api/{recensioni|guide|notizie}/{id}/programma. */
export const scheduleItem = ({ kind, id, quando, conferme }: ScheduleRequest) =>
  api<Review | Guide | News>(`/api/${PATH[kind]}/${id}/programma`, { method: 'POST', body: conferme ? { quando, conferme } : { quando } });

export const cancelSchedule = ({ kind, id }: { kind: SchedulableKind; id: number }) => api<null>(`/api/${PATH[kind]}/${id}/programma`, { method: 'DELETE' });
