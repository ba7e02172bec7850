import { isValidId } from './ids.ts';
import type { Guide, GuideContent, GuideSection } from './types.ts';

/**
 * Guide content is stored as JSON {introduzione, sezioni[{id_prodotto, testo}], conclusione}.
 * The spec also accepts a plain list of sections or a string: normalise all of them.
 */
export function normalizeGuideContent(raw: unknown): GuideContent {
  let value = raw;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
      try {
        value = JSON.parse(trimmed);
      } catch {
        return { introduzione: value as string, sezioni: [], conclusione: '' };
      }
    } else {
      return { introduzione: value as string, sezioni: [], conclusione: '' };
    }
  }
  if (Array.isArray(value)) {
    const sections = value.map(toSection).filter((s): s is GuideSection => s !== null);
    const intro = sections.length > 0 && sections[0]!.id_prodotto === null ? sections.shift()!.testo : '';
    const last = sections.at(-1);
    const outro = last && last.id_prodotto === null ? sections.pop()!.testo : '';
    return { introduzione: intro, sezioni: sections, conclusione: outro };
  }
  if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    return {
      introduzione: typeof o.introduzione === 'string' ? o.introduzione : '',
      sezioni: Array.isArray(o.sezioni) ? o.sezioni.map(toSection).filter((s): s is GuideSection => s !== null) : [],
      conclusione: typeof o.conclusione === 'string' ? o.conclusione : '',
    };
  }
  return { introduzione: '', sezioni: [], conclusione: '' };
}

function toSection(s: unknown): GuideSection | null {
  if (typeof s === 'string') return { id_prodotto: null, testo: s };
  if (!s || typeof s !== 'object') return null;
  const o = s as Record<string, unknown>;
  const id = o.id_prodotto === null || o.id_prodotto === undefined ? null : Number(o.id_prodotto);
  return {
    id_prodotto: isValidId(id) ? id : null,
    testo: typeof o.testo === 'string' ? o.testo : '',
  };
}

export function isGuideEmpty(c: GuideContent): boolean {
  return !c.introduzione.trim() && !c.conclusione.trim() && c.sezioni.every((s) => !s.testo.trim());
}

/** The products a guide presents: its product list, then any product its sections name. */
export function guideProductIds(guide: Pick<Guide, 'prodotti' | 'contenuto'>): number[] {
  const ids = [...guide.prodotti, ...guide.contenuto.sezioni.map((s) => s.id_prodotto)];
  return [...new Set(ids.filter((id): id is number => id !== null))];
}
