/**
 * The keys the media storage accepts: `{chiave}/{file}` (or a prefix `{chiave}/`) of url-safe
 * characters, no dot segment, nothing absolute. Checked by both adapters before any file or
 * request is touched, whatever the domain passes.
 */
const KEY = /^[\w-]{1,64}\/[\w-][\w.-]{0,63}$/;
const PREFIX = /^[\w-]{1,64}\/$/;

export function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Chiave di archivio non valida: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}

export function checkPrefix(prefix: string): string {
  if (!PREFIX.test(prefix)) throw new Error(`Prefisso di archivio non valido: ${JSON.stringify(prefix).slice(0, 80)}`);
  return prefix;
}
