/** A fetched Amazon page's bytes as text, in the charset the response or the page declares. */
import { iconv } from '../parsers.ts';

/** WHATWG label aliases that differ from iconv-lite's names (latin1 is really windows-1252 in a browser). */
const CHARSET_ALIASES: Record<string, string> = {
  utf8: 'utf-8',
  'unicode-1-1-utf-8': 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  'iso_8859-1': 'windows-1252',
  latin1: 'windows-1252',
  l1: 'windows-1252',
  ascii: 'windows-1252',
  'us-ascii': 'windows-1252',
  cp1252: 'windows-1252',
  'x-cp1252': 'windows-1252',
  'iso-8859-9': 'windows-1254',
  latin5: 'windows-1254',
  shift_jis: 'cp932',
  'shift-jis': 'cp932',
  sjis: 'cp932',
  'x-sjis': 'cp932',
  ms_kanji: 'cp932',
  'windows-31j': 'cp932',
  csshiftjis: 'cp932',
  gb2312: 'gbk',
  'euc-kr': 'cp949',
  'x-user-defined': 'windows-1252',
};

function resolveCharset(label: string | null | undefined, fromMeta = false): string | null {
  if (!label) return null;
  const name = label
    .trim()
    .replace(/^["']|["']$/g, '')
    .toLowerCase();
  if (!name) return null;
  // A <meta> read as ASCII cannot really mean UTF-16: browsers then use UTF-8.
  if (fromMeta && name.startsWith('utf-16')) return 'utf-8';
  const resolved = CHARSET_ALIASES[name] ?? name;
  if (resolved === 'utf-8') return resolved;
  return iconv().encodingExists(resolved) ? resolved : null;
}

function charsetFromContentType(contentType: string | undefined): string | null {
  const m = contentType ? /;\s*charset\s*=\s*("?)([^";,\s]+)\1/i.exec(contentType) : null;
  return resolveCharset(m?.[2]);
}

/** The first <meta charset> or <meta http-equiv="content-type" content="…charset=…"> in the first 4 KB. */
function charsetFromMeta(body: Buffer): string | null {
  const head = body
    .subarray(0, 4096)
    .toString('latin1')
    .replace(/<!--[\s\S]*?-->/g, '');
  const re = /<meta\b[^>]*?\bcharset\s*=\s*(?:["']\s*)?([A-Za-z0-9_:.+-]+)/gi;
  for (let m = re.exec(head); m; m = re.exec(head)) {
    const found = resolveCharset(m[1], true);
    if (found) return found;
  }
  return null;
}

/**
 * A page's bytes as text: a byte-order mark first, then the Content-Type header's charset, then the
 * page's own <meta charset> / <meta http-equiv="content-type">, else UTF-8. Legacy encodings
 * (ISO-8859-1 read as windows-1252, as browsers do; Shift_JIS; EUC-KR…) go through iconv-lite.
 */
export function decodeAmazonHtml(body: Buffer | Uint8Array, contentType?: string): string {
  const buf = Buffer.isBuffer(body) ? body : Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  if (buf.length >= 3 && buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) return buf.subarray(3).toString('utf8');
  if (buf.length >= 2 && buf[0] === 0xff && buf[1] === 0xfe) return iconv().decode(buf.subarray(2), 'utf-16le');
  if (buf.length >= 2 && buf[0] === 0xfe && buf[1] === 0xff) return iconv().decode(buf.subarray(2), 'utf-16be');
  const charset = charsetFromContentType(contentType) ?? charsetFromMeta(buf) ?? 'utf-8';
  const text = charset === 'utf-8' ? buf.toString('utf8') : iconv().decode(buf, charset);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
