/**
 * The activity log's kinds of action (decision 0064), declared once with their Italian labels:
 * the server records them (server/domain/activity.ts), GET /api/attivita filters by them, the
 * dashboard's 'Attività' page shows them.
 */
export const ACTIVITY_LABELS = {
  creato: 'Creato',
  modificato: 'Modificato',
  pubblicato: 'Pubblicato',
  programmato: 'Programmato',
  programmazione_annullata: 'Programmazione annullata',
  archiviato: 'Archiviato',
  riportato_in_bozza: 'Riportato in bozza',
  eliminato: 'Eliminato',
  ripristinato: 'Versione ripristinata',
  claim_confermato: 'Affermazione confermata',
  inviato_in_revisione: 'Inviato in revisione',
  rimandato: 'Rimandato all’autore',
  utente_creato: 'Utente creato',
  utente_modificato: 'Utente modificato',
  ruolo_cambiato: 'Ruolo cambiato',
  utente_eliminato: 'Utente eliminato',
  chiave_cambiata: 'Chiave API cambiata',
  prompt_cambiato: 'Prompt cambiato',
  impostazione_cambiata: 'Impostazione cambiata',
} as const;

export type ActivityKind = keyof typeof ACTIVITY_LABELS;
export const ACTIVITY_KINDS = Object.keys(ACTIVITY_LABELS) as ActivityKind[];

/** What an action was on: a publishable text's type, or one of these. */
export type ActivityObject = 'recensione' | 'guida' | 'notizia' | 'chi-siamo' | 'utente' | 'chiave' | 'prompt' | 'impostazione' | 'prodotto' | 'categoria';

/** One line of the log as GET /api/attivita answers it. */
export interface ActivityEntry {
  id: number;
  id_utente: number | null;
  nome_utente: string;
  azione: ActivityKind;
  tipo_oggetto: ActivityObject;
  id_oggetto: number | null;
  titolo: string | null;
  /** What the kind adds (a claim and its source, the role before and after…), parsed. */
  dettagli: Record<string, unknown> | null;
  creata_il: string;
}

/** A line as the dashboard reads it: with where it leads (the editor page or the screen of what it was on) while that still exists. */
export type ActivityLine = ActivityEntry & { collegamento: string | null };

/** GET /api/attivita: one page of the log, newest first. */
export interface ActivityPage {
  data: ActivityLine[];
  totale: number;
  pagina: number;
  per_pagina: number;
  pagine: number;
}

/** GET /api/attivita/persone: the people the log names. */
export interface ActivityPerson {
  id: number;
  nome: string;
}

/** How long the log keeps a line. */
export const ACTIVITY_RETENTION_DAYS = 365;
