import { normalizeGuideContent } from '../../common/guide-content.ts';
import type { RevisionType } from '../../common/types.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { NEWS_EDITED, type Snapshot } from './revisions.ts';

/** Longest plain field a pending version keeps (the editors' own limits are lower). */
const MAX_TEXT = 20_000;
/** At most this many products in a guide's pending version (the editor allows fewer). */
const MAX_PRODUCTS = 50;

const text = (v: unknown): string | null => (typeof v === 'string' ? v.slice(0, MAX_TEXT) : null);
const html = (v: unknown): string => (typeof v === 'string' ? sanitizeRichText(v) : '');
const id = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : null);

/**
 * A pending version's content (POST /api/revisioni: an editor's autosave, an AI proposal) as it is
 * stored: the editor's fields of `tipo` only, rich text sanitised like a save, plain text bounded,
 * anything else dropped. Unlike a save it takes incomplete work (an empty title mid-edit): it is
 * kept, not published, and a restore goes through the save's own validation.
 */
export function pendingSnapshot(tipo: RevisionType, raw: Record<string, unknown>): Snapshot {
  if (tipo === 'chi-siamo') return { contenuto: html(raw.contenuto) };
  if (tipo === 'recensione') return { titolo: text(raw.titolo), contenuto: html(raw.contenuto) };
  if (tipo === 'notizia') {
    const out: Snapshot = {};
    for (const key of NEWS_EDITED) {
      if (!(key in raw)) continue;
      if (key === 'contenuto') out[key] = html(raw[key]);
      else if (key === 'id_immagine') out[key] = id(raw[key]);
      else if (key === 'rilevanza') out[key] = typeof raw[key] === 'number' && Number.isFinite(raw[key]) ? raw[key] : null;
      else out[key] = text(raw[key]);
    }
    return out;
  }
  const content = normalizeGuideContent(raw.contenuto);
  return {
    titolo: text(raw.titolo) ?? '',
    immagine_url: text(raw.immagine_url),
    id_immagine: id(raw.id_immagine),
    contenuto: {
      introduzione: html(content.introduzione),
      sezioni: content.sezioni.slice(0, MAX_PRODUCTS).map((s) => ({ id_prodotto: id(s.id_prodotto), testo: html(s.testo) })),
      conclusione: html(content.conclusione),
    },
    prodotti: Array.isArray(raw.prodotti)
      ? raw.prodotti
          .map(id)
          .filter((p): p is number => p !== null)
          .slice(0, MAX_PRODUCTS)
      : [],
  };
}
