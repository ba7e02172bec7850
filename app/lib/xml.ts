/** Characters XML 1.0 forbids (controls other than tab, newline and carriage return). */
function isXmlChar(ch: string): boolean {
  const c = ch.codePointAt(0)!;
  return c === 0x9 || c === 0xa || c === 0xd || (c >= 0x20 && c !== 0xfffe && c !== 0xffff);
}

/** Escapes text for XML elements and attributes. */
export function xmlEscape(value: string): string {
  return [...value].filter(isXmlChar).join('').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The latest of some ISO dates (undefined when there is none). */
export function latest(...dates: Array<string | null | undefined>): string | undefined {
  const valid = dates.filter((d): d is string => Boolean(d) && !Number.isNaN(Date.parse(d!)));
  if (valid.length === 0) return undefined;
  return new Date(Math.max(...valid.map((d) => Date.parse(d)))).toISOString();
}

export function xmlResponse(body: string, contentType: string): Response {
  return new Response(body, {
    headers: { 'content-type': `${contentType}; charset=utf-8`, 'cache-control': 'public, max-age=900' },
  });
}
