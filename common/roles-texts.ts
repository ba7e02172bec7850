import { atLeast, mayEditText, type Role } from './roles.ts';

/**
 * What a role may do to one text (decision 0063), declared once for the server (routes and
 * bulk actions refuse with 403) and the dashboard (it hides the buttons): `idAutore` is the text's
 * writer, `stato` its status.
 */
export interface TextUser {
  id: number;
  ruolo: Role;
}

/** Pubblica, Archivia, back to draft, Programma: an editor any text, an autore their own, a collaboratore never. */
export function mayPublishText(user: TextUser, idAutore: number | null): boolean {
  if (atLeast(user.ruolo, 'editor')) return true;
  return atLeast(user.ruolo, 'autore') && idAutore !== null && idAutore === user.id;
}

/** Elimina: an editor any text, everyone else only their own drafts. */
export function mayDeleteText(user: TextUser, idAutore: number | null, stato: string): boolean {
  if (atLeast(user.ruolo, 'editor')) return true;
  return mayEditText(user, idAutore) && stato === 'bozza';
}

/** Confirming unverified claims (`conferme`): anyone above collaboratore. */
export const mayConfirmClaims = (user: TextUser): boolean => atLeast(user.ruolo, 'autore');

export { mayEditText };
