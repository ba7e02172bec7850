/**
 * A product's technical fields ('specifiche_tecniche' and the like) as "Chiave: valore" lines:
 * pure, shared by the public pages (app/lib/content.server.ts) and the editor's comparison-table
 * dialog, which offers the keys as rows.
 */
import { SPEC_KEY_MAX } from './content-blocks.ts';

/** "Chiave: valore" lines of the product's technical fields (a line without ':' has an empty key). */
export function keyValueLines(text: string | null | undefined): Array<{ key: string; value: string }> {
  return (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      return at > 0 ? { key: line.slice(0, at).trim(), value: line.slice(at + 1).trim() } : { key: '', value: line };
    });
}

/**
 * The spec keys of several products' technical fields, each once (the first spelling met, compared
 * without case), in the order they are met: what a comparison table can show as rows. Keys longer
 * than SPEC_KEY_MAX are left out (the table's markup could not hold them).
 */
export function specKeysOf(texts: ReadonlyArray<string | null | undefined>): string[] {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const text of texts) {
    for (const { key } of keyValueLines(text)) {
      const k = key.replace(/\s+/g, ' ');
      if (!k || k.length > SPEC_KEY_MAX || seen.has(k.toLowerCase())) continue;
      seen.add(k.toLowerCase());
      keys.push(k);
    }
  }
  return keys;
}

/** The value of `key` in a product's technical fields (compared without case), or null. */
export function specValue(text: string | null | undefined, key: string): string | null {
  const k = key.toLowerCase();
  return keyValueLines(text).find((l) => l.key.replace(/\s+/g, ' ').toLowerCase() === k)?.value ?? null;
}
