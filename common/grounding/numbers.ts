/**
 * Numbers and units as Italian text and Amazon.it data write them (common/grounding.ts).
 * Digits in Italian and English formats, numbers in words ('dieci', 'ventiquattro', 'mezzo'),
 * and the unit spellings of both ('mAh', 'Milliampere ore', 'Wattora', 'Grammi', '°C', 'gradi').
 */

/**
 * A number as Italian or English write it: 10.000 / 10 000 (a no-break or plain space: '25 000 mAh')
 * / 10,000 / 1,5 / 1.5 / 10000. A plain space joins only whole groups of three digits ('25 000', not
 * '25 000,5' nor '2 1000').
 */
export const NUM = String.raw`\d{1,3}(?:[.\u00a0\u202f\u2009]\d{3})+(?:,\d+)?|\d{1,3}(?: \d{3})+(?![\d.,])|\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:[.,]\d+)?`;

/**
 * The values a written number may mean. '10.000' and '10,000' are ambiguous (ten thousand in one
 * language, ten in the other): both are returned, and a claim matches when any reading does.
 */
export function parseNumber(raw: string): number[] {
  const s = raw.replace(/[\u00a0\u202f\u2009\s']/g, '');
  const hasDot = s.includes('.');
  const hasComma = s.includes(',');
  const num = (x: string) => Number(x);
  if (hasDot && hasComma) {
    const decimalIsComma = s.lastIndexOf(',') > s.lastIndexOf('.');
    return [decimalIsComma ? num(s.replace(/\./g, '').replace(',', '.')) : num(s.replace(/,/g, ''))].filter(Number.isFinite);
  }
  const sep = hasDot ? '.' : hasComma ? ',' : null;
  if (!sep) return [num(s)].filter(Number.isFinite);
  const parts = s.split(sep);
  const grouped = /^\d{1,3}$/.test(parts[0]!) && parts.slice(1).every((p) => /^\d{3}$/.test(p));
  const asGroups = num(parts.join(''));
  const asDecimal = parts.length === 2 ? num(`${parts[0]}.${parts[1]}`) : NaN;
  if (grouped && parts.length > 2) return [asGroups];
  if (grouped) return [asDecimal, asGroups].filter(Number.isFinite);
  return [asDecimal].filter(Number.isFinite);
}

// ---------------------------------------------------------------------------------------------
// Numbers in words
// ---------------------------------------------------------------------------------------------

const MORPHEMES: Array<[string, number]> = [
  ['diciassette', 17],
  ['diciannove', 19],
  ['quattordici', 14],
  ['cinquanta', 50],
  ['quaranta', 40],
  ['sessanta', 60],
  ['settanta', 70],
  ['novanta', 90],
  ['ottanta', 80],
  ['diciotto', 18],
  ['quattro', 4],
  ['quindici', 15],
  ['tredici', 13],
  ['cinque', 5],
  ['sedici', 16],
  ['undici', 11],
  ['dodici', 12],
  ['trenta', 30],
  ['venti', 20],
  ['cento', 100],
  ['mille', 1000],
  ['mila', 1000],
  ['dieci', 10],
  ['sette', 7],
  ['nove', 9],
  ['otto', 8],
  ['sei', 6],
  ['tre', 3],
  ['due', 2],
  ['uno', 1],
  // Tens that drop their vowel before 'uno' and 'otto' (ventuno, trentotto).
  ['quarant', 40],
  ['cinquant', 50],
  ['sessant', 60],
  ['settant', 70],
  ['ottant', 80],
  ['novant', 90],
  ['trent', 30],
  ['vent', 20],
];

/**
 * The value of an Italian number word ('sei', 'ventiquattro', 'duecentocinquanta', 'duemila'),
 * or null. 'un', 'una', 'uno' are 1; 'mezzo', 'mezza' (and the elided 'mezz'') are 0.5.
 */
const WORD_VALUES = new Map<string, number | null>();

export function numberWord(word: string): number | null {
  const known = WORD_VALUES.get(word);
  if (known !== undefined) return known;
  const v = readNumberWord(word);
  if (WORD_VALUES.size < 5000) WORD_VALUES.set(word, v);
  return v;
}

function readNumberWord(word: string): number | null {
  const w = word.toLowerCase().replace(/[éè]/g, 'e');
  if (w === 'un' || w === 'una' || w === 'uno') return 1;
  if (w === 'mezzo' || w === 'mezza' || w === 'mezz') return 0.5;
  if (w.length < 3 || w.length > 40) return null;
  let total = 0;
  let current = 0;
  let at = 0;
  let parts = 0;
  while (at < w.length) {
    const found = MORPHEMES.find(([m]) => w.startsWith(m, at));
    if (!found) return null;
    const [m, v] = found;
    // An elided ten must be followed by 'uno' or 'otto'.
    if (m.endsWith('t') && !w.startsWith('uno', at + m.length) && !w.startsWith('otto', at + m.length)) return null;
    if (v === 100) current = (current || 1) * 100;
    else if (v === 1000) {
      if (m === 'mila' && current === 0) return null;
      total += (current || 1) * 1000;
      current = 0;
    } else current += v;
    at += m.length;
    parts++;
  }
  return parts > 0 ? total + current : null;
}

// ---------------------------------------------------------------------------------------------
// Units
// ---------------------------------------------------------------------------------------------

export interface UnitDef {
  /** The dimensions the unit may measure ('gradi' is a temperature or an angle). */
  dims: readonly string[];
  factor: number;
}

/** Unit spellings (lower case unless their case matters) → dimension and factor to the dimension's base unit. */
const UNITS = new Map<string, UnitDef>();
/** Units whose case matters: 'G' is not grams (4G), 'H' not hours, 'M' not metres, 'D' only denier. */
const CASE_SENSITIVE = new Set(['A', 'V', 'K', 'g', 'm', 'h', 's', 'l', 'L', 'mA', 'W', 'MB', 'GB', 'TB', 'KB', 'D', 'ms']);
function unit(dims: string | string[], factor: number, ...spellings: string[]) {
  const def = { dims: typeof dims === 'string' ? [dims] : dims, factor };
  for (const s of spellings) UNITS.set(CASE_SENSITIVE.has(s) ? s : s.toLowerCase(), def);
}
unit('carica', 1, 'mah', 'milliampere ora', 'milliampere ore', 'milliampereora', 'milliamperora', 'milliampere-ora');
unit('carica', 1000, 'ah', 'ampere ora', 'ampere ore', 'amperora');
unit('energia', 1, 'wh', 'wattora', 'wattore', 'watt ora', 'watt ore');
unit('energia', 1000, 'kwh', 'kilowattora', 'chilowattora');
unit('potenza', 1, 'W', 'w', 'watt');
unit('potenza', 1000, 'kw', 'kilowatt', 'chilowatt');
unit('tensione', 1, 'V', 'volt');
unit('corrente', 1, 'A', 'ampere', 'amp');
unit('corrente', 0.001, 'mA', 'milliampere');
unit('luce', 1, 'lm', 'lumen');
unit('illuminamento', 1, 'lux', 'lx');
unit('massa', 1000, 'kg', 'chilogrammi', 'chilogrammo', 'kilogrammi', 'kilogrammo', 'chili', 'chilo', 'kilo');
unit('massa', 1, 'g', 'gr', 'grammi', 'grammo');
unit('massa', 0.001, 'mg', 'milligrammi', 'milligrammo');
unit('lunghezza', 1_000_000, 'km', 'chilometri', 'chilometro');
unit('lunghezza', 1000, 'm', 'metri', 'metro');
unit('lunghezza', 10, 'cm', 'centimetri', 'centimetro');
unit('lunghezza', 1, 'mm', 'millimetri', 'millimetro');
unit('lunghezza', 0.001, 'µm', 'μm', 'um', 'micron', 'micrometri', 'micrometro');
unit('lunghezza', 25.4, 'pollici', 'pollice');
unit('area', 1, 'm²', 'm2', 'mq', 'metri quadrati', 'metri quadri', 'metro quadrato', 'metro quadro');
unit('area', 0.0001, 'cm²', 'cm2', 'centimetri quadrati');
unit('velocità', 1, 'km/h');
unit('tempo', 3600, 'h', 'ore', 'ora');
unit('tempo', 60, 'min', 'minuti', 'minuto');
unit('tempo', 1, 's', 'sec', 'secondi', 'secondo');
unit('tempo', 0.001, 'ms', 'millisecondi');
// 'due o tre giornate di sole': days (not 'una giornata', a way of speaking).
unit('tempo', 86_400, 'giorni', 'giorno', 'gg', 'giornate');
unit('tempo', 604_800, 'settimane', 'settimana');
unit('mesi', 1, 'mesi', 'mese');
unit('mesi', 12, 'anni', 'anno');
unit('mesi', 120, 'decennio', 'decenni');
unit('volume', 1000, 'l', 'L', 'lt', 'litri', 'litro');
unit('volume', 10, 'cl', 'centilitri');
unit('volume', 1, 'ml', 'millilitri', 'millilitro', 'cc');
unit('temperatura', 1, '°c', '° c', 'gradi centigradi', 'gradi celsius');
unit(['temperatura', 'angolo'], 1, 'gradi', 'grado');
unit('angolo', 1, '°');
unit('percentuale', 1, '%', 'percento', 'per cento');
unit('dati', 1, 'MB');
unit('dati', 0.001, 'KB');
unit('dati', 1000, 'GB');
unit('dati', 1_000_000, 'TB');
unit('frequenza', 1, 'hz', 'hertz');
unit('frequenza', 1000, 'khz', 'kilohertz');
unit('frequenza', 1_000_000, 'mhz', 'megahertz');
unit('frequenza', 1_000_000_000, 'ghz', 'gigahertz');
unit('suono', 1, 'db', 'decibel');
unit('pressione', 1, 'bar');
unit('pressione', 0.001, 'mbar', 'millibar');
unit('pressione', 0.01, 'kpa');
unit('pressione', 0.0689476, 'psi');
unit('colore', 1, 'K', 'kelvin');
unit('calorie', 1, 'kcal', 'calorie', 'chilocalorie', 'kilocalorie');
// The linear density of a fabric: '600D', '1000 denari'.
unit('denari', 1, 'D', 'denari', 'denier', 'den');

/** Every spelling, longest first (for the price and unit patterns of the module). */
export const UNIT_SPELLINGS = [...UNITS.keys()].sort((a, b) => b.length - a.length);

/** Every word of a text is looked up, several times: the answers are kept (a bounded number). */
const UNIT_OF = new Map<string, UnitDef | null>();

export function unitOf(raw: string): UnitDef | undefined {
  const known = UNIT_OF.get(raw);
  if (known !== undefined) return known ?? undefined;
  const compact = raw.replace(/[\s\u00a0\u202f\u2009]+/g, ' ');
  const lower = compact.toLowerCase();
  const def = UNITS.get(compact) ?? (CASE_SENSITIVE.has(lower) ? undefined : UNITS.get(lower));
  if (UNIT_OF.size < 5000) UNIT_OF.set(raw, def ?? null);
  return def;
}

/** Every word that is the first word of a unit spelling: the scanner tries units only there. */
export const UNIT_FIRST_WORDS = new Set(UNIT_SPELLINGS.map((s) => s.toLowerCase().split(' ')[0]!));

export const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

/** Round counts in words ('una quarantina di residenti', 'una ventina di euro'): about this many. */
export const ROUND_COUNTS: ReadonlyMap<string, number> = new Map([
  ['decina', 10],
  ['dozzina', 12],
  ['quindicina', 15],
  ['ventina', 20],
  ['trentina', 30],
  ['quarantina', 40],
  ['cinquantina', 50],
  ['sessantina', 60],
  ['settantina', 70],
  ['ottantina', 80],
  ['novantina', 90],
  ['centinaio', 100],
  ['migliaio', 1000],
]);
