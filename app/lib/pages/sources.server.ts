import type { ContentType } from '../../../common/content-types.ts';
import { type SourceNote, withSourceNotes } from '../../../common/source-notes.ts';
import type { Services } from '../../../server/services.ts';
import type { RichPart } from './blocks.server.ts';

/**
 * The sources of a text as its page shows it (decision 0068): the confirmations of the stored text
 * (none for a text not saved yet) numbered in its HTML pieces, in the order they are read (a
 * guide's introduction, sections and conclusion), and the 'Fonti' entries. Run on the pieces as
 * shown (blocks resolved, prices and unresolved claims already out), so only the claims a reader
 * sees are cited. The page's render cache names 'claim_confirmations' (common/cache-topics.ts):
 * a confirmation added or removed renders the page again.
 */
export async function withSources<I>(
  services: Pick<Services, 'claims'>,
  tipo: ContentType,
  id: number | null | undefined,
  texts: readonly (readonly RichPart<I>[])[],
): Promise<{ texts: RichPart<I>[][]; fonti: SourceNote[] }> {
  const confirmations = id ? await services.claims.confirmations(tipo, id) : [];
  const html = texts.flatMap((parts) => parts.flatMap((p) => (p.tipo === 'html' ? [p.html] : [])));
  const noted = withSourceNotes(html, confirmations);
  let next = 0;
  return {
    texts: texts.map((parts) => parts.map((p) => (p.tipo === 'html' ? { tipo: 'html' as const, html: noted.html[next++]! } : p))),
    fonti: noted.fonti,
  };
}
