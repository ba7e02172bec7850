import { z } from './validation.ts';

/**
 * Presence: who else has a text open in an editor. Each open editor tab sends a heartbeat every
 * PRESENCE_HEARTBEAT_MS; a tab whose last heartbeat is older than PRESENCE_WINDOW_MS is gone
 * (the server reads the time only through its clock). A tab that closes says goodbye at once.
 */
export const PRESENCE_HEARTBEAT_MS = 20_000;
/** No heartbeat for this long: the tab no longer counts as present (three missed beats). */
export const PRESENCE_WINDOW_MS = 60_000;

/** The presence's Italian strings: the editors' notice and the API's errors. */
export const PRESENCE_MSG = {
  /** One other editor, two, or one and the count of the rest. */
  others: (names: readonly string[]) =>
    names.length === 1
      ? `Anche ${names[0]} sta modificando questo testo.`
      : names.length === 2
        ? `Anche ${names[0]} e ${names[1]} stanno modificando questo testo.`
        : `Anche ${names[0]} e altri ${names.length - 1} stanno modificando questo testo.`,
  /** The same account has the text open in another tab (or on another device). */
  otherTab: 'Stai modificando questo testo anche in un’altra scheda.',
  typeInvalid: 'Tipo non valido: usa recensione, guida o notizia.',
  sessionInvalid: 'Sessione dell’editor non valida: ricarica la pagina.',
} as const;

/** The per-tab id a browser makes up once (random letters and digits). */
export const PRESENCE_SESSION_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** PUT and DELETE /api/presenze/{tipo}/{id}: {sessione}, the tab's own id. */
export const presenceSchema = z.object({
  sessione: z.string({ error: PRESENCE_MSG.sessionInvalid }).regex(PRESENCE_SESSION_PATTERN, { error: PRESENCE_MSG.sessionInvalid }),
});
export type PresenceInput = z.infer<typeof presenceSchema>;

/**
 * The heartbeat's answer: who else has the text open now. `presenti`: the other editors'
 * usernames, each once, in alphabetical order (never the caller's own); `altra_scheda`: the
 * caller's own account has it open in another tab too.
 */
export interface PresenceAnswer {
  presenti: string[];
  altra_scheda: boolean;
}

/** What the editor's notice says, or null when nobody else is there. */
export function presenceNotice(answer: PresenceAnswer): string | null {
  const parts = [answer.presenti.length > 0 ? PRESENCE_MSG.others(answer.presenti) : null, answer.altra_scheda ? PRESENCE_MSG.otherTab : null];
  const text = parts.filter((p): p is string => p !== null).join(' ');
  return text === '' ? null : text;
}
