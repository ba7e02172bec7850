import type { EditableName } from '../../../common/content-types.ts';
import { UNSPLASH_SOURCE } from '../../../common/messages-images.ts';
import type { News } from '../../../common/types.ts';
import type { PickedImage } from '../../components/dashboard/images/index.ts';
import { seoFieldsOf, seoFromSnapshot } from '../../../common/seo.ts';
import { type NewsField, type NewsFormValues, toLocalInput } from './news-form-values.ts';

/*
 * The news form as the server's revisions and pending versions keep it (a snapshot), and a kept
 * version (an autosave, an AI proposal, a revision) read back into the form's values.
 */

/**
 * The stored fields the news editor edits (the registry's, common/content-types.ts), as the
 * server's revisions and pending versions keep them: blanks are null, the date is ISO, the cover
 * is the picked image's when there is one.
 */
export type NewsSnapshot = Pick<News, EditableName<'notizia'>> & Record<string, unknown>;

/** Blank text is stored as null (the save's blankToNull). */
const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The ISO date of a datetime-local value, null when blank or unreadable. */
function isoOrNull(v: string): string | null {
  if (!v) return null;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/**
 * What the form holds, as a revision keeps it (NewsSnapshot): the same keys in the server's order
 * and the same value types, so a form just loaded equals its saved item's snapshot (not dirty) and
 * an autosave restores exactly what was typed. The slug and the status are not kept (decision 0032).
 */
export function newsSnapshot(values: NewsFormValues, picked: PickedImage | null): NewsSnapshot {
  return {
    titolo: values.titolo,
    sottotitolo: orNull(values.sottotitolo),
    sommario: orNull(values.sommario),
    descrizione: orNull(values.descrizione),
    testo_originale: orNull(values.testo_originale),
    fonte: orNull(values.fonte),
    link_fonte: orNull(values.link_fonte),
    data_pubblicazione: isoOrNull(values.data_pubblicazione),
    data_fonte: isoOrNull(values.data_fonte),
    immagine_url: picked ? picked.url : orNull(values.immagine_url),
    immagine_autore: picked ? picked.autore : orNull(values.immagine_autore),
    immagine_autore_link: picked ? picked.autore_link : orNull(values.immagine_autore_link),
    rilevanza: Number(values.rilevanza),
    ...seoFieldsOf(values),
    contenuto: orNull(values.contenuto),
    id_immagine: picked ? picked.id : null,
    tag: orNull(values.tag),
  };
}

/** The plain fields a kept version puts back as they are (null: empty). */
const SNAPSHOT_TEXT_FIELDS = [
  'titolo',
  'sottotitolo',
  'sommario',
  'descrizione',
  'testo_originale',
  'fonte',
  'link_fonte',
  'immagine_url',
  'immagine_autore',
  'immagine_autore_link',
  'contenuto',
  'tag',
] as const satisfies readonly NewsField[];

/** The dates a kept version holds as ISO, put back as the editor's local time. */
const SNAPSHOT_DATE_FIELDS = ['data_pubblicazione', 'data_fonte'] as const satisfies readonly NewsField[];

/**
 * A kept version (an autosave, an AI proposal, a revision) back in the form: the fields it has,
 * the others untouched; its picked cover (id_immagine) as the picked image. The status and the
 * slug are never part of it. Values of the wrong type count as empty. Returns the new values,
 * the picked cover, and the fields the version changed.
 */
export function readSnapshot(
  current: NewsFormValues,
  currentPicked: PickedImage | null,
  s: Record<string, unknown>,
): { values: NewsFormValues; picked: PickedImage | null; changed: NewsField[] } {
  const values = { ...current };
  const changed: NewsField[] = [];
  for (const key of SNAPSHOT_TEXT_FIELDS) {
    if (!(key in s)) continue;
    const v = s[key];
    // An item always has a title: a version without one leaves the editor's.
    if (key === 'titolo' && typeof v !== 'string') continue;
    values[key] = typeof v === 'string' ? v : '';
    changed.push(key);
  }
  for (const key of SNAPSHOT_DATE_FIELDS) {
    if (!(key in s)) continue;
    const v = s[key];
    values[key] = typeof v === 'string' ? toLocalInput(v) : '';
    changed.push(key);
  }
  if (typeof s.rilevanza === 'number' && Number.isFinite(s.rilevanza)) {
    values.rilevanza = s.rilevanza;
    changed.push('rilevanza');
  }
  const seo = seoFromSnapshot(values, s);
  for (const key of ['seo_titolo', 'seo_descrizione', 'noindex'] as const) {
    if (seo[key] === values[key]) continue;
    Object.assign(values, { [key]: seo[key] });
    changed.push(key);
  }
  let picked = currentPicked;
  if ('id_immagine' in s) {
    const id = s.id_immagine;
    picked =
      typeof id === 'number' && typeof s.immagine_url === 'string' && s.immagine_url !== ''
        ? {
            id,
            url: s.immagine_url,
            autore: typeof s.immagine_autore === 'string' ? s.immagine_autore : null,
            autore_link: typeof s.immagine_autore_link === 'string' ? s.immagine_autore_link : null,
            fonte: UNSPLASH_SOURCE,
          }
        : null;
  }
  return { values, picked, changed };
}
