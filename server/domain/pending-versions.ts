import { EDITABLE_FIELDS, type FieldKind, snapshotNames } from '../../common/content-types.ts';
import { normalizeGuideContent } from '../../common/guide-content.ts';
import type { RevisionType } from '../../common/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { CONTENT_TABLES, type ContentTable, type Snapshot } from './content/tables.ts';

/** Longest plain field a pending version keeps (the editors' own limits are lower). */
const MAX_TEXT = 20_000;
/** At most this many products in a guide's pending version (the editor allows fewer). */
const MAX_PRODUCTS = 50;

const text = (v: unknown): string | null => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : null);
const html = (v: unknown): string => (typeof v === 'string' ? sanitizeRichText(v) : '');
const id = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/** Each kind of editable field, cleaned as a pending version keeps it. */
const CLEAN: Record<FieldKind, (v: unknown) => unknown> = {
  text,
  tags: text,
  html,
  id,
  number: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : null),
  flag: (v) => v === true,
  ids: (v) =>
    Array.isArray(v)
      ? v
          .map(id)
          .filter((p): p is number => p !== null)
          .slice(0, MAX_PRODUCTS)
      : [],
  'guide-content': (v) => {
    const content = normalizeGuideContent(v);
    return {
      introduzione: html(content.introduzione),
      sezioni: content.sezioni.slice(0, MAX_PRODUCTS).map((s) => ({ id_prodotto: id(s.id_prodotto), testo: html(s.testo) })),
      conclusione: html(content.conclusione),
    };
  },
};

/**
 * A pending version's content (POST /api/revisioni: an editor's autosave, an AI proposal) as it is
 * stored: the editable fields of `tipo` only (common/content-types.ts), in snapshot order, rich
 * text sanitised like a save, plain text bounded, anything else dropped. Unlike a save it takes
 * incomplete work (an empty title mid-edit): it is kept, not published, and a restore goes
 * through the save's own validation. A field not sent is kept empty, or left out for a type whose
 * editor sends only some (CONTENT_TABLES `partialPending`).
 */
export function pendingSnapshot(tipo: RevisionType, raw: Record<string, unknown>): Snapshot {
  const out: Snapshot = {};
  const fields = EDITABLE_FIELDS[tipo];
  const table: ContentTable = CONTENT_TABLES[tipo];
  for (const name of snapshotNames(tipo)) {
    if (table.partialPending && !(name in raw)) continue;
    const f = fields.find((x) => x.name === name)!;
    const value = CLEAN[f.kind](raw[name]);
    out[name] = value === null && 'required' in f ? '' : value;
  }
  return out;
}
