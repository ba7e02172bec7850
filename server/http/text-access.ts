import type { FastifyRequest } from 'fastify';
import { ROLE_MSG } from '../../common/messages-roles.ts';
import { atLeast } from '../../common/roles.ts';
import { type EditableType, isContentType } from '../../common/content-types.ts';
import { mayConfirmClaims, mayDeleteText, mayEditText, mayPublishText } from '../../common/roles-texts.ts';
import type { ContentEntry } from '../domain/content/publishable.ts';
import type { ContentRegistry } from '../domain/content/registry.ts';
import { AppError } from '../domain/errors.ts';

/** What is done to a text: each has its rule in common/roles-texts.ts. */
export type TextAction = 'modifica' | 'elimina' | 'pubblica';

const forbidden = (message: string) => new AppError(403, message);

/** The caller (every route using this is private: the auth plugin guarantees a session). */
const userOf = (request: FastifyRequest) => request.session!.user;

/**
 * The role rules on one text (decision 0063): 403 when the caller may not do `action` to the
 * text at `value` (its path id or its own id, `by`). A text that does not exist passes: the
 * action's own 404 follows.
 */
export async function assertTextAccess(request: FastifyRequest, entry: ContentEntry, by: 'path' | 'id', value: number, action: TextAction, body?: unknown): Promise<void> {
  const user = userOf(request);
  if (action === 'pubblica' && !mayPublishText(user, user.id)) throw forbidden(ROLE_MSG.cannotPublish);
  const owner = await entry.owner(by, value);
  if (!owner) return;
  if (action === 'modifica' && !mayEditText(user, owner.id_autore)) throw forbidden(ROLE_MSG.notYourText);
  // A save that changes the status (a news item's `stato`) is a publication, an archiving or a withdrawal.
  const stato = action === 'modifica' ? statusIn(body) : undefined;
  if (stato !== undefined && stato !== owner.stato && !mayPublishText(user, owner.id_autore)) {
    throw forbidden(mayPublishText(user, user.id) ? ROLE_MSG.publishOwnOnly : ROLE_MSG.cannotPublish);
  }
  if (action === 'elimina' && !mayDeleteText(user, owner.id_autore, owner.stato)) {
    throw forbidden(mayEditText(user, owner.id_autore) ? ROLE_MSG.deleteOwnDraftsOnly : ROLE_MSG.notYourText);
  }
  if (action === 'pubblica' && !mayPublishText(user, owner.id_autore)) throw forbidden(ROLE_MSG.publishOwnOnly);
}

/** A text created other than as a draft (POST /api/notizie with a status): the publishing rule of one's own text. */
export function assertMayPublishNew(request: FastifyRequest): void {
  const user = userOf(request);
  if (!mayPublishText(user, user.id)) throw forbidden(ROLE_MSG.cannotPublish);
}

const statusIn = (body: unknown): unknown => (body !== null && typeof body === 'object' && 'stato' in body ? (body as { stato?: unknown }).stato : undefined);

/** Claim confirmations (`conferme`) in a body: 403 from a role that may not confirm them. */
export function assertMayConfirm(request: FastifyRequest, body: unknown): void {
  if (body === null || typeof body !== 'object' || !('conferme' in body)) return;
  const conferme = (body as { conferme?: unknown }).conferme;
  if (conferme === undefined || (Array.isArray(conferme) && conferme.length === 0)) return;
  if (!mayConfirmClaims(userOf(request))) throw forbidden(ROLE_MSG.cannotConfirm);
}

/**
 * A revision kept or written back (autosave, proposal, restore) on the text `tipo`/`id` (its own
 * id): the save's rule; the About text is an editor's.
 */
export async function assertRevisionAccess(request: FastifyRequest, content: ContentRegistry, tipo: EditableType, id: number): Promise<void> {
  if (isContentType(tipo)) return assertTextAccess(request, content[tipo], 'id', id, 'modifica');
  if (!atLeast(userOf(request).ruolo, 'editor')) throw forbidden(ROLE_MSG.forbidden('editor'));
}
