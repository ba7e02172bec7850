/**
 * What a news source states without writing it as a figure (common/grounding/news-numbers.ts,
 * decision 0067): the names it lists ('i comuni di Vernasca, Alseno e Cortemaggiore': three
 * comuni), the days it names by weekday or by 'ieri' and 'domani', and the scale a bare figure
 * shares with the figure before it, the differences of its figures; and in the rewrite, a count it
 * spells out after a colon, its quotations, telephone numbers in groups. Read by hand, in linear time.
 */
import { close } from './numbers.ts';
import { stem, STOPWORDS, type Tok } from './text.ts';

const SCALES = new Map([
  ['mila', 1e3],
  ['milioni', 1e6],
  ['miliardi', 1e9],
]);
const WEEKDAYS = new Set(['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica']);
const MONTHS = new Set('gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' '));
const RELATIVE: ReadonlyArray<readonly [string, number]> = [
  ['ieri', -1],
  ['oggi', 0],
  ['stamattina', 0],
  ['stasera', 0],
  ['stanotte', 0],
  ['domani', 1],
];

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}°]+/u)
    .filter(Boolean);
const dayOf = (w: string | undefined) => (w && /^\d{1,2}°?$/.test(w) ? Number.parseInt(w, 10) : NaN);

/**
 * Days the source names without their month: 'domenica 27' with the month it names elsewhere
 * ('giovedì 24 e venerdì 25 luglio'); 'ieri', 'oggi', 'domani' of a source dated by its dateline
 * ('CESENA, 14 NOVEMBRE - …'). As 'giorno mese', like the dates it names in full (`dates`).
 */
export function impliedDates(source: string, dates: readonly string[]): string[] {
  const out: string[] = [];
  const months = [...new Set(dates.map((d) => d.split(' ')[1]!))];
  const words = wordsOf(source);
  words.forEach((w, k) => {
    const day = dayOf(words[k + 1]);
    if (WEEKDAYS.has(w) && day >= 1 && day <= 31 && !MONTHS.has(words[k + 2] ?? '')) for (const m of months) out.push(`${day} ${m}`);
  });
  // The dateline: a day and month followed by a dash ('14 NOVEMBRE -', '22 gennaio 2025 –').
  const dash = source.search(/\s[-–—]\s/);
  const head = dash > 0 ? wordsOf(source.slice(Math.max(0, dash - 30), dash)) : [];
  const last = head[head.length - 1] ?? '';
  const [day, month] = /^\d{4}$/.test(last) ? [dayOf(head[head.length - 3]), head[head.length - 2]] : [dayOf(head[head.length - 2]), last];
  if (day >= 1 && MONTHS.has(month ?? '')) {
    const present = new Set(words);
    for (const [word, shift] of RELATIVE) if (present.has(word) && day + shift >= 1 && day + shift <= 31) out.push(`${day + shift} ${month}`);
  }
  return out;
}

/** A name of a list: each word capitalised, or a short link word ('Lugagnano Val d'Arda', 'Villanova sull'Arda'). */
function isName(part: string): boolean {
  const words = part.split(/\s+/);
  if (words.length > 4 || !/^\p{Lu}/u.test(words[0]!)) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) || /^(?:di|del|della|sul|sulla|in|val|d['’]\p{Lu}.*|de[il]?['’]\p{Lu}.*|sull['’]\p{Lu}.*|dell['’]\p{Lu}.*)$/u.test(w));
}

/**
 * The lists of names of the source ('Vernasca, Lugagnano Val d'Arda, … e Villanova sull'Arda';
 * 'le Regioni Calabria e Sicilia'): how many names, and the stems of the words just before the
 * last name's list begins (a rewrite may count them: 'sette comuni', 'due Regioni').
 */
export function namedLists(source: string): Array<{ count: number; before: string[] }> {
  const out: Array<{ count: number; before: string[] }> = [];
  for (const sentence of source.split(/[.!?;\n]\s/)) {
    let plain = sentence.trim();
    while (/[.!?;]$/.test(plain)) plain = plain.slice(0, -1);
    // A parenthesis opens or closes a list of its own ('Napoli (per le municipalità di Bagnoli e Posillipo)').
    const parts = plain
      .split(/,\s|\se\s|:\s|[()]/)
      .map((p) => p.trim())
      .filter(Boolean);
    for (let k = 0; k < parts.length; k++) {
      // A run starts where a part ends with a name ('i comuni a valle: Vernasca', 'alle Regioni Calabria').
      const words = parts[k]!.split(/\s+/);
      if (!/^\p{Lu}/u.test(words[words.length - 1]!)) continue;
      let n = 1;
      while (k + n < parts.length && isName(parts[k + n]!)) n++;
      // The last name with the rest of its clause ('… e Castel di Sangro resteranno chiuse').
      if (n >= 2 && k + n < parts.length && /^\p{Lu}/u.test(parts[k + n]!) && isName(parts[k + n]!.split(/\s(?=\p{Ll}{3,})/u)[0]!)) n++;
      if (n >= 2) {
        const before = `${parts[k - 1] ?? ''} ${parts[k]}`.split(/[^\p{L}]+/u).filter((w) => w.length >= 3 && !STOPWORDS.has(w.toLowerCase()));
        out.push({ count: n, before: before.slice(-5).map((w) => stem(w)) });
      }
      k += n - 1;
    }
  }
  return out;
}

/**
 * A bare figure after a scaled one of its sentence ('18,6 milioni di euro, 2,4 in più'): the
 * scale is understood, so the source's '2,4 milioni' states it.
 */
export function elidedScale(f: { start: number; quote: string; values: readonly number[] }, block: string, source: readonly number[]): boolean {
  if (!/^[\d.,]+$/.test(f.quote)) return false;
  const before = block.slice(0, f.start);
  const sentence = before.slice(Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n')) + 1);
  const scales = wordsOf(sentence).flatMap((w) => (SCALES.has(w) ? [SCALES.get(w)!] : []));
  return scales.some((k) => f.values.some((v) => source.some((s) => close(v * k, s))));
}

/**
 * A count the text itself spells out after a colon ('ha due bersagli: l’aumento dei pedaggi e i
 * pagamenti in ritardo'): it counts the items that follow, which are held to the source as prose.
 */
export function announcedList(f: { end: number; values: readonly number[] }, block: string): boolean {
  const m = /^[^\S\n]*:\s*([^.;!?\n]+)/.exec(block.slice(f.end));
  if (!m) return false;
  const items = m[1]!.split(/,\s|\se\s|\sed\s/).filter((p) => p.trim());
  return items.length >= 2 && f.values.includes(items.length);
}

/**
 * Numbers in groups separated by a space, a dot, a slash or a hyphen with seven digits or more
 * together: a telephone number or a code, read as its digits. The last token of the run, or null.
 */
export function digitRun(text: string, toks: readonly Tok[], i: number): { end: number; value: number } | null {
  let end = i;
  let digits = toks[i]!.raw.replace(/\D/g, '');
  for (let k = i + 1; k < toks.length; k++) {
    const gap = text.slice(toks[k - 1]!.end, toks[k]!.start);
    if (toks[k]!.t === 'num' && /^(?:\s|[./-])$/.test(gap)) {
      digits += toks[k]!.raw.replace(/\D/g, '');
      end = k;
    } else if (toks[k]!.t === 'sym' && /^[./-]$/.test(toks[k]!.raw) && toks[k + 1]?.t === 'num' && toks[k]!.start === toks[k - 1]!.end) {
      continue;
    } else break;
  }
  return end > i && digits.length >= 7 && digits.length <= 15 ? { end, value: Number(digits) } : null;
}

/** A figure a comparison follows ('settanta centimetri sotto la soglia', 'tre gradi in più'): it may be a difference. */
const COMPARED_RE = /^[\s\u00a0]*(?:sotto|sopra|in meno|in più|di meno|di più|oltre)(?![\p{L}\p{N}])/iu;
/** Units a difference may be restated in ('2,3 metri' and '3 metri' are seventy centimetres apart). */
const DIFFERENCE_FACTORS = [1, 10, 100, 1000];

/**
 * A figure that a comparison follows and that is the difference of two figures of the source, in
 * the same unit or a tenth, hundredth or thousandth of it (`after`: the text right after the figure).
 */
export function differenceInSource(values: readonly number[], source: readonly number[], after: string): boolean {
  if (!COMPARED_RE.test(after)) return false;
  const positive = [...new Set(source.filter((s) => s >= 0))];
  return values.some((v) => positive.some((a, i) => positive.some((b, j) => j > i && DIFFERENCE_FACTORS.some((k) => close(v, Math.abs(a - b) * k)))));
}

/** Spans of the text inside quotation marks: a quote is checked word for word on its own. */
export function quotedSpans(text: string): Array<[number, number]> {
  const CLOSE: Record<string, string> = { '«': '»', '“': '”', '"': '"' };
  const spans: Array<[number, number]> = [];
  for (let i = 0; i < text.length; i++) {
    const close = CLOSE[text[i]!];
    if (!close) continue;
    const end = text.indexOf(close, i + 1);
    if (end < 0) break;
    spans.push([i, end + 1]);
    i = end;
  }
  return spans;
}

/**
 * The spans the source states as two ends, in seconds: 'dal 6 all'8 novembre' and 'da giovedì 16 a
 * domenica 19' are three days or two (four or three), 'dalle 22 alle 6' eight hours.
 */
export function sourceSpans(source: string): Array<{ family: string; base: number }> {
  const amounts: Array<{ family: string; base: number }> = [];
  // 'dal 6 all'8', 'da giovedì 16 a domenica 19'.
  for (const m of source.matchAll(
    /\bda(?:l(?:l['’]|\s)|\s)\s*(?:(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) )?(\d{1,2})°?\s+(?:al(?:l['’]|\s)|a\s)\s*(?:(?:lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) )?(\d{1,2})\b/gi,
  )) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    if (b > a) amounts.push({ family: 't', base: (b - a + 1) * 86400 }, { family: 't', base: (b - a) * 86400 });
  }
  for (const m of source.matchAll(/\bdalle\s+(?:ore\s+)?(\d{1,2})(?:[.:]\d{2})?\s+alle\s+(?:ore\s+)?(\d{1,2})\b/gi)) {
    amounts.push({ family: 't', base: ((Number(m[2]) - Number(m[1]) + 24) % 24) * 3600 });
  }
  return amounts;
}
