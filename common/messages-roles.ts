import { ROLE_LABELS, type Role } from './roles.ts';

/** 'Editor o superiore'; the top of the ladder alone. */
const fromRole = (min: Role) => (min === 'amministratore' ? ROLE_LABELS[min] : `${ROLE_LABELS[min]} o superiore`);

/** The Italian strings of the role ladder (decision 0063): refusals, the users screen's role, the dashboard's 'not allowed' state. */
export const ROLE_MSG = {
  /** 403 of a route whose lowest role is above the caller's. */
  forbidden: (min: Role) => `Non hai i permessi per questa azione: serve il ruolo ${fromRole(min)}.`,
  /** 403 of a text written by someone else (save, delete, send for review). */
  notYourText: 'Puoi modificare solo i testi scritti da te.',
  /** 403 of deleting a text that is not one's own draft. */
  deleteOwnDraftsOnly: 'Puoi eliminare solo le tue bozze.',
  /** 403 of a collaboratore publishing, archiving or scheduling. */
  cannotPublish: 'Il tuo ruolo non può pubblicare, archiviare né programmare testi.',
  /** 403 of an autore publishing someone else's text. */
  publishOwnOnly: 'Puoi pubblicare, archiviare e programmare solo i testi scritti da te.',
  /** 403 of claim confirmations sent by a collaboratore. */
  cannotConfirm: 'Il tuo ruolo non può confermare affermazioni non verificate.',
  invalidRole: 'Ruolo non valido: scegli tra amministratore, editor, autore e collaboratore.',
  lastAdminDemote: 'Non puoi cambiare il ruolo dell’ultimo amministratore.',
  lastAdminDelete: 'Non puoi eliminare l’ultimo amministratore.',
  // The users screen
  roleLabel: 'Ruolo',
  // The dashboard
  notAllowedTitle: 'Accesso non consentito',
  notAllowedText: (min: Role) => `Questa pagina richiede il ruolo ${fromRole(min)}. Chiedi a un amministratore se ti serve.`,
  notAllowedBack: 'Torna alla dashboard',
  yourRole: (role: Role) => `Ruolo: ${ROLE_LABELS[role]}`,
} as const;
