import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import type { MediaItem } from '../../../entities/media/types.ts';

/** Who to credit, as one line: an upload's credit, or 'Foto di {autore} su Unsplash'. */
export function creditLine(item: Pick<MediaItem, 'fonte' | 'credito' | 'autore'>): string | null {
  if (item.credito?.trim()) return item.credito.trim();
  if (item.autore?.trim()) return item.fonte === 'unsplash' ? M.unsplashCredit(item.autore.trim()) : item.autore.trim();
  return null;
}

/** '1.600 × 900 px · 245 KB', with whatever of the two is known ('' when nothing is). */
export function sizeLine(item: Pick<MediaItem, 'larghezza' | 'altezza' | 'byte'>): string {
  const parts: string[] = [];
  if (item.larghezza && item.altezza) parts.push(M.size(item.larghezza, item.altezza));
  if (item.byte) parts.push(M.bytes(item.byte));
  return parts.join(' · ');
}

export const hasAlt = (item: Pick<MediaItem, 'alt'>) => !!item.alt?.trim();
