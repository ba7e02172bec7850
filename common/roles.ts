/**
 * The newsroom's ladder (decision 0063), declared once: the server enforces it on every
 * route (server/http/plugins/roles.ts reads each route's `config.ruolo`, private routes need one)
 * and on every text (own or anyone's), and the dashboard hides what a role cannot do, both from
 * this file.
 *
 * - collaboratore: writes and edits their own drafts, asks for AI generation, sends a draft
 *   'in revisione'; cannot publish, schedule, delete others' work or confirm unverified claims.
 * - autore: as collaboratore, and publishes and schedules their own texts (the claims gate as for
 *   everyone: confirming the claims of their own text is part of publishing it).
 * - editor: every editorial action on anyone's texts, products, categories, news, feeds, images
 *   and prompts; confirms claims; reviews drafts sent for review.
 * - amministratore: also users, API keys, settings and backups.
 */
export const ROLES = ['collaboratore', 'autore', 'editor', 'amministratore'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** The Italian names (Utenti, the user menu, the activity log). */
export const ROLE_LABELS: Record<Role, string> = {
  amministratore: 'Amministratore',
  editor: 'Editor',
  autore: 'Autore',
  collaboratore: 'Collaboratore',
};

/** One line each, shown beside the role picker in Utenti. */
export const ROLE_HINTS: Record<Role, string> = {
  amministratore: 'Tutto, compresi utenti, chiavi API, impostazioni e backup.',
  editor: 'Ogni azione editoriale sui testi di tutti, prodotti, categorie, notizie, feed, immagini e prompt; rivede le bozze.',
  autore: 'Scrive, pubblica e programma i propri testi.',
  collaboratore: 'Scrive le proprie bozze e le invia in revisione; non pubblica.',
};

/** Whether `role` is `min` or above on the ladder. */
export function atLeast(role: Role, min: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(min);
}

/** What the first account and every account made before roles existed is. */
export const FIRST_ROLE: Role = 'amministratore';

/**
 * Whether a user may change a text (save, send for review, delete a draft…): an editor or above
 * any text, everyone else only the texts they wrote.
 */
export function mayEditText(user: { id: number; ruolo: Role }, idAutore: number | null): boolean {
  return atLeast(user.ruolo, 'editor') || (idAutore !== null && idAutore === user.id);
}
