import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EditableType } from '../../common/content-types.ts';
import { readVersion, type VersionGuard } from '../domain/content-versions.ts';
import type { Db } from '../db/index.ts';

/**
 * The version tags of the editors' resources on the wire (decision 0031): the staff GET sends the
 * row's tag as its ETag, a PUT honours If-Match and answers the tag it left.
 */

/**
 * The tag of the row for staff (a live session), undefined for visitors: their answers keep the
 * caches' own ETags, if any. Read BEFORE the answer: if a save lands in between, the editor holds
 * an older tag than its text and its next save is refused (412), never a newer one that would let
 * it overwrite a text it has not seen.
 */
export async function staffVersion(request: FastifyRequest, db: Db, kind: EditableType, key: number | undefined): Promise<string | undefined> {
  return request.session && key !== undefined ? readVersion(db.kysely, kind, key) : undefined;
}

/** The If-Match of a save (none: no precondition, the spec's clients as before). */
export const guardOf = (request: FastifyRequest): VersionGuard => ({ ifMatch: request.headers['if-match'] });

/** The ETag header, when there is a tag to send. */
export function sendVersion<T>(reply: FastifyReply, etag: string | undefined, answer: T): T {
  if (etag) reply.header('etag', etag);
  return answer;
}
