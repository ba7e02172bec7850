import { iconv } from '../parsers.ts';

/**
 * Bytes from outside (a feed, a web page) as text, in the charset they declare. The order is the
 * one of the XML and WHATWG encoding rules: a byte-order mark wins, then the charset of the HTTP
 * Content-Type, then the document's own declaration (`<?xml … encoding="…"?>` for a feed,
 * `<meta charset>` / `<meta http-equiv="content-type">` for a page), else UTF-8. Labels are the
 * WHATWG ones (TextDecoder), so ISO-8859-1, latin1 and us-ascii decode as windows-1252, as every
 * browser does; a label TextDecoder does not know is tried with iconv-lite; an unknown one is
 * ignored. Invalid bytes become U+FFFD, never an exception.
 */
export type DocumentKind = 'xml' | 'html';

type Decode = (bytes: Buffer) => string;

function decoderFor(label: string | null | undefined, fromDocument = false): Decode | null {
  const name = label
    ?.trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!name) return null;
  // A declaration read as ASCII cannot really mean UTF-16 (it would not be readable): UTF-8 then.
  if (fromDocument && /^utf-?16/.test(name)) return decoderFor('utf-8');
  let encoding = name;
  try {
    encoding = new TextDecoder(name).encoding;
  } catch {
    return iconv().encodingExists(name) ? (bytes) => iconv().decode(bytes, name) : null;
  }
  // Node's TextDecoder reads windows-1252 (and so ISO-8859-1) as true Latin-1: 0x80–0x9F come out
  // as C1 controls instead of € ’ “ ” —. iconv-lite has the real windows-1252 table.
  if (encoding === 'windows-1252') return (bytes) => iconv().decode(bytes, 'windows-1252');
  const decoder = new TextDecoder(encoding);
  return (bytes) => decoder.decode(bytes);
}

/** The charset parameter of a Content-Type header, when there is one. */
export function charsetOf(contentType: string | null | undefined): string | null {
  const m = contentType ? /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType) : null;
  return m?.[2] ?? null;
}

/** The encodings the document declares in its first bytes, in order of preference. */
function declaredInDocument(bytes: Buffer, kind: DocumentKind): string[] {
  const head = bytes.subarray(0, 4096).toString('latin1');
  if (kind === 'xml') {
    const m = /^\s*<\?xml\s[^>]*?\bencoding\s*=\s*["']([A-Za-z0-9._:+-]+)["']/.exec(head);
    return m ? [m[1]!] : [];
  }
  const html = head.replace(/<!--[\s\S]*?-->/g, '');
  return [...html.matchAll(/<meta\b[^>]*?\bcharset\s*=\s*(?:["']\s*)?([A-Za-z0-9._:+-]+)/gi)].map((m) => m[1]!);
}

const BOMS: Array<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];

/** Decodes a feed or a page (see above). The result never starts with a BOM. */
export function decodeDocument(body: Buffer | Uint8Array, contentType: string | null | undefined, kind: DocumentKind): string {
  const bytes = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const bom = BOMS.find(([mark]) => mark.every((b, i) => bytes[i] === b));
  let decode = bom ? decoderFor(bom[1]) : decoderFor(charsetOf(contentType));
  for (const label of decode ? [] : declaredInDocument(bytes, kind)) {
    decode = decoderFor(label, true);
    if (decode) break;
  }
  const text = (decode ?? decoderFor('utf-8')!)(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
