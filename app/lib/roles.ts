import { atLeast, type Role } from '../../common/roles.ts';
import { mayDeleteText, mayEditText, mayPublishText } from '../../common/roles-texts.ts';
import { useOptionalSession } from './session.tsx';

/**
 * What the dashboard shows to whom (decision 0063): the same ladder the server enforces
 * (common/roles.ts, common/roles-texts.ts). Hiding is a courtesy, the server refuses anyway; while
 * the user is not known yet (or a component is rendered on its own) everything shows.
 */

/** Whether `role` reaches `min`; an unknown role reaches everything (the server decides). */
export const allowed = (role: Role | null | undefined, min: Role): boolean => role == null || atLeast(role, min);

/** The logged-in user's role, null until known. */
export function useRole(): Role | null {
  return useOptionalSession()?.user?.ruolo ?? null;
}

/** Whether the logged-in user reaches `min`. */
export function useCan(min: Role): boolean {
  return allowed(useRole(), min);
}

/** What the logged-in user may do to one text (by its writer and status). */
export function useTextRights(text: { id_autore?: number | null; stato?: string }): { edit: boolean; publish: boolean; remove: boolean } {
  const user = useOptionalSession()?.user;
  if (!user) return { edit: true, publish: true, remove: true };
  const idAutore = text.id_autore ?? null;
  return { edit: mayEditText(user, idAutore), publish: mayPublishText(user, idAutore), remove: mayDeleteText(user, idAutore, text.stato ?? 'bozza') };
}

/** The bulk actions on texts a role may see: Pubblica, Archivia, back to draft and Programma from autore. */
export function bulkActionAllowed(role: Role | null, key: string): boolean {
  return ['pubblica', 'archivia', 'bozza', 'programma'].includes(key) ? allowed(role, 'autore') : true;
}

/**
 * The lowest role of each dashboard page (its address and what is under it), as the API routes
 * the page needs declare it; a page not listed is open to every role.
 */
export const PAGE_ROLES: Record<string, Role> = {
  '/dashboard/aggiungi-prodotto': 'editor',
  '/dashboard/categorie-prodotti': 'editor',
  '/dashboard/fonti-feed': 'editor',
  '/dashboard/reindirizzamenti': 'editor',
  '/dashboard/statistiche': 'editor',
  '/dashboard/prompts': 'editor',
  '/dashboard/chi-siamo': 'editor',
  '/dashboard/messaggi': 'editor',
  '/dashboard/attivita': 'editor',
  '/dashboard/utenti': 'amministratore',
  '/dashboard/chiavi': 'amministratore',
};

/** The lowest role of the page at `pathname`. */
export function pageRole(pathname: string): Role {
  const entry = Object.entries(PAGE_ROLES).find(([to]) => pathname === to || pathname.startsWith(`${to}/`));
  return entry?.[1] ?? 'collaboratore';
}
