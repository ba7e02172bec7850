/**
 * Two FNV-1a hashes (64 bits) of some strings: a fingerprint of what a public rendering depends on,
 * to remember it while nothing changes. Not a security hash: nobody chooses the inputs to collide.
 */
export function fingerprint(...parts: ReadonlyArray<string | number | null | undefined>): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (const part of parts) {
    const text = `${part ?? ''}\u0000`;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}
