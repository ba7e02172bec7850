import { MEDIA_LIBRARY_MSG as M } from '../../../../common/messages-media-library.ts';
import { MEDIA_ACCEPT, MEDIA_ALT_MAX, MEDIA_CREDIT_MAX, MEDIA_EXTENSIONS, MEDIA_MAX_BYTES } from '../../../entities/media/types.ts';

/** The file input's `accept`: the four formats by MIME type and extension. */
export const ACCEPT_ATTRIBUTE = [...MEDIA_ACCEPT, ...MEDIA_EXTENSIONS.map((e) => `.${e}`)].join(',');

const extensionOf = (name: string) => /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The checks made before anything is sent: a known extension and, when the browser gives one, a
 * known MIME type; not empty, at most 15 MB. The server reads the bytes and stays the judge.
 */
export function fileProblem(file: File): string | null {
  const typeOk = file.type === '' || (MEDIA_ACCEPT as readonly string[]).includes(file.type);
  if (!(MEDIA_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) || !typeOk) return M.fileType(file.name);
  if (file.size === 0) return M.fileEmpty(file.name);
  if (file.size > MEDIA_MAX_BYTES) return M.fileTooLarge(file.name);
  return null;
}

export function altProblem(alt: string): string | null {
  if (!alt.trim()) return M.altRequired;
  if (alt.trim().length > MEDIA_ALT_MAX) return M.altMax(MEDIA_ALT_MAX);
  return null;
}

export function creditProblem(credit: string): string | null {
  return credit.trim().length > MEDIA_CREDIT_MAX ? M.creditMax(MEDIA_CREDIT_MAX) : null;
}

/** The files that pass, and one message for each that does not. */
export function sortFiles(files: Iterable<File>): { accepted: File[]; refused: string[] } {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const problem = fileProblem(file);
    if (problem) refused.push(problem);
    else accepted.push(file);
  }
  return { accepted, refused };
}
