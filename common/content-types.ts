import { REVISION_UI_MSG } from './messages-revisions.ts';

/**
 * The content types, declared once (decision 0044): the publishable texts
 * (reviews, guides, news) and the page 'chi-siamo', which only has revisions. The server's
 * registry (server/domain/content/registry.ts) adds what each type does; the app reads the
 * paths and the editable fields from here.
 */
export const CONTENT_TYPES = ['recensione', 'guida', 'notizia'] as const;
/** A publishable text: Pubblica, Archivia, Programma, the claims gate, bulk actions. */
export type ContentType = (typeof CONTENT_TYPES)[number];

/** What a revision belongs to (decision 0032): a publishable text, or the page 'chi-siamo'. */
export const EDITABLE_TYPES = [...CONTENT_TYPES, 'chi-siamo'] as const;
export type EditableType = (typeof EDITABLE_TYPES)[number];

export const isContentType = (value: string): value is ContentType => (CONTENT_TYPES as readonly string[]).includes(value);

/** The API path segment of each publishable type: /api/{path}/… (spec section 7). */
export const CONTENT_PATHS = { recensione: 'recensioni', guida: 'guide', notizia: 'notizie' } as const satisfies Record<ContentType, string>;

/** The dashboard page that edits a text: /dashboard/{path}/{path id} (a review's path id is its product's). */
export const editorPath = (tipo: ContentType, pathId: number): string => `/dashboard/${CONTENT_PATHS[tipo]}/${pathId}`;

/** Every type has a public address (common/content-addresses.ts). */
export { PUBLIC_PATHS } from './content-addresses.ts';

/**
 * What each type's claims are held to (decision 0069): a review's and a guide's to their products'
 * data ('La scheda dice: …'), a news item's to its source ('La fonte dice: …').
 */
export const CLAIMS_HELD_TO = { recensione: 'scheda', guida: 'scheda', notizia: 'fonte' } as const satisfies Record<ContentType, 'scheda' | 'fonte'>;

/**
 * How an editable field is kept and compared: plain text, rich text (HTML, sanitised), a guide's
 * parts (introduction, sections, conclusion), an id, a number, a yes/no flag (a boolean in a
 * snapshot, 0/1 in its column), a list of tags, a list of ids.
 */
export type FieldKind = 'text' | 'html' | 'guide-content' | 'id' | 'number' | 'flag' | 'tags' | 'ids';

export interface EditableField {
  name: string;
  kind: FieldKind;
  /** The Italian label of the versions' diff ('' for a guide's content: each part has its own). */
  label: string;
  /** Never null in a snapshot (a guide's title): a missing text is kept as ''. */
  required?: boolean;
}

const F = REVISION_UI_MSG.fields;
const field = <N extends string>(name: N, kind: FieldKind, label: string, required?: boolean): EditableField & { name: N } => ({
  name,
  kind,
  label,
  ...(required ? { required } : {}),
});
/** The search-engine fields every publishable text has (common/seo.ts), after its own. */
const SEO = [field('seo_titolo', 'text', F.seoTitolo), field('seo_descrizione', 'text', F.seoDescrizione), field('noindex', 'flag', F.noindex)];

/**
 * The fields an editor edits, per type, in the editor's order: what a revision keeps, what a
 * pending version keeps, what a restore writes back, what the versions' diff compares. The status
 * is none of them: a restore never changes it.
 */
export const EDITABLE_FIELDS = {
  recensione: [field('titolo', 'text', F.titolo), field('sottotitolo', 'text', F.sottotitolo), field('contenuto', 'html', F.testo), ...SEO],
  guida: [
    field('titolo', 'text', F.titolo, true),
    field('sottotitolo', 'text', F.sottotitolo),
    field('immagine_url', 'text', F.immagineUrl),
    field('id_immagine', 'id', F.idImmagine),
    field('contenuto', 'guide-content', ''),
    field('prodotti', 'ids', F.prodotti),
    ...SEO,
  ],
  notizia: [
    field('titolo', 'text', F.titolo),
    field('sottotitolo', 'text', F.sottotitolo),
    field('sommario', 'text', F.sommario),
    field('contenuto', 'html', F.articolo),
    field('descrizione', 'text', F.descrizione),
    field('testo_originale', 'text', F.testoOriginale),
    field('fonte', 'text', F.fonte),
    field('link_fonte', 'text', F.linkFonte),
    field('data_pubblicazione', 'text', F.dataPubblicazione),
    field('data_fonte', 'text', F.dataFonte),
    field('immagine_url', 'text', F.immagineUrl),
    field('id_immagine', 'id', F.idImmagine),
    field('immagine_autore', 'text', F.immagineAutore),
    field('immagine_autore_link', 'text', F.immagineAutoreLink),
    field('rilevanza', 'number', F.rilevanza),
    field('tag', 'tags', F.tag),
    ...SEO,
  ],
  'chi-siamo': [field('contenuto', 'html', F.testo)],
} as const satisfies Record<EditableType, readonly EditableField[]>;

/** The names of the fields an editor edits in a type, as a type (a snapshot's keys). */
export type EditableName<T extends EditableType> = (typeof EDITABLE_FIELDS)[T][number]['name'];

/** The names of the search-engine fields every publishable text has (common/seo.ts). */
export const SEO_NAMES: readonly string[] = SEO.map((f) => f.name);

/** The names of the editable fields of a type. */
export const editableNames = (tipo: EditableType): string[] => EDITABLE_FIELDS[tipo].map((f) => f.name);

const PLAIN: ReadonlySet<FieldKind> = new Set(['text', 'number', 'flag']);

/**
 * The fields of a type a save copies as sent (plain text, numbers, flags), without the
 * search-engine ones, which have their own rules (common/seo.ts), in the editor's order.
 */
export const plainNames = (tipo: EditableType): string[] => EDITABLE_FIELDS[tipo].filter((f: EditableField) => PLAIN.has(f.kind) && !SEO_NAMES.includes(f.name)).map((f) => f.name);

/**
 * The order a snapshot keeps the fields in (revisions, pending versions, the editors' autosave):
 * the plain ones first (a save copies them as sent), then those with rules of their own (rich
 * text, ids, tags, a guide's parts), each group in the editor's order. Two snapshots of the same
 * state are the same JSON text.
 */
export const snapshotNames = (tipo: EditableType): string[] => {
  const fields: readonly EditableField[] = EDITABLE_FIELDS[tipo];
  return [...fields.filter((f) => PLAIN.has(f.kind)), ...fields.filter((f) => !PLAIN.has(f.kind))].map((f) => f.name);
};
