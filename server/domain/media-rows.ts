import type { Selectable } from 'kysely';
import { MEDIA_FORMATS, type MediaItem, mediaWidths, UPLOAD_SOURCE } from '../../common/media.ts';
import type { ImagesTable } from '../db/types.ts';

/** The columns of `images` a library item is made of. */
export const MEDIA_COLUMNS = ['id', 'fonte', 'url', 'alt', 'credito', 'autore', 'autore_link', 'larghezza', 'altezza', 'byte', 'nome_file', 'created_at', 'chiave'] as const;

export type MediaRow = Pick<Selectable<ImagesTable>, (typeof MEDIA_COLUMNS)[number]>;

/** A row as the library shows it; an upload's widths and formats are read from its url (common/media.ts). */
export function toMediaItem(row: MediaRow, usi: number): MediaItem {
  const upload = row.fonte === UPLOAD_SOURCE && row.chiave !== null;
  return {
    id: row.id,
    fonte: row.fonte,
    url: row.url,
    alt: row.alt,
    credito: row.credito,
    autore: row.autore,
    autore_link: row.autore_link,
    larghezza: row.larghezza,
    altezza: row.altezza,
    larghezze: upload ? mediaWidths(row.url) : [],
    formati: upload ? [...MEDIA_FORMATS] : [],
    byte: row.byte,
    nome_file: row.nome_file,
    created_at: row.created_at,
    usi,
  };
}
