/**
 * Named features, built-in components, functions, protections and treatments a text says the
 * product has (common/grounding.ts): 'una bussola integrata', 'dispone di un display', 'funzione
 * power bank', 'modalità silenziosa', 'protezione da cortocircuito', 'lente antiriflesso'. Each is
 * a claim unless the data names it or a word of the same meaning ('schermo' for 'display',
 * 'lampeggiante' for 'strobo'). Only what the sentence attaches to the product counts (decision
 * 0070): a feature noun needs a cue ('ha', 'dispone di', 'dotato di', 'integra', 'include',
 * 'offre', 'con', 'è'…, or 'integrata' after it), and a sentence giving the reader advice
 * ('portate una bussola', 'serve un fischietto', 'a differenza di altri modelli') claims nothing.
 * The data's words are looked up in sets the index builds once (FactIndex.stems), and phrases are
 * remembered per data set, so a keystroke costs no scan of the data per feature.
 */
import type { FactIndex } from './facts.ts';
import { numberWord } from './numbers.ts';
import { stem, STOPWORDS, type Tok, SENTENCE_END } from './text.ts';
import { type Feature, FEATURES } from './feature-terms.ts';

const BY_FIRST = new Map<string, Feature[]>();
for (const f of FEATURES) BY_FIRST.set(f.words[0]!, [...(BY_FIRST.get(f.words[0]!) ?? []), f]);

/** Words before a feature that attach it to the product. */
const CUES = new Set([
  'ha',
  'hanno',
  'dispone',
  'dispongono',
  'integra',
  'integrano',
  'incorpora',
  'include',
  'includono',
  'offre',
  'offrono',
  'vanta',
  'monta',
  'presenta',
  'aggiunge',
  'prevede',
  'con',
  'c',
  'sono',
  'funzione',
  'modalita',
  'grazie',
  'dotato',
  'dotata',
  'dotati',
  'dotate',
  'munito',
  'munita',
  'equipaggiato',
  'equipaggiata',
  'contiene',
  'contengono',
  'comprende',
  'comprendono',
  'trovate',
  'troverete',
  'dotazione',
  'fornisce',
]);
/** A definite article or possessive right before it: 'il display a colori rende…', 'la sua valvola' speak of the product's own. */
const OWN_ARTICLES = new Set(['il', 'lo', 'la', 'i', 'gli', 'le', 'suo', 'sua', 'suoi', 'sue']);
const ELIDED_OWN = new Set(['l', 'dell', 'nell', 'sull', 'all', 'dall']);
const WITH_OR_WITHOUT = new Set(['con', 'senza']);
const CUES_AFTER = /^(?:integrat|incorporat|inclus|incassat)[oaie]$/;
/** The sentence gives advice or speaks of other products: nothing in it is claimed of this one. */
const ADVICE =
  /^(?:portate|tenete|aggiungete|mettete|prendete|procuratevi|munitevi|comprate|acquistate|abbinate|affiancate|scegliete|cercate|preferite|serve|servono|occorre|occorrono|conviene|meglio|utile|indispensabile|necessari[oaie]|consigli\p{L}*|dovreste|potete|altri|altre|altro|concorrenti|rispetto|differenza|modelli|invece|spesso|molti|molte|alcuni|alcune)$/u;

/** Whether the feature at token range [from, to) is attached to the product and not in advice. */
function attached(toks: readonly Tok[], folded: readonly string[], from: number, to: number, own: boolean, article = false): boolean {
  let cue = own;
  if (article) {
    const prev = toks[from - 1];
    // 'anche con i guanti', 'senza gli occhiali': what one wears or holds while using it, not the product's own.
    if (prev?.t === 'word' && OWN_ARTICLES.has(folded[from - 1]!) && !WITH_OR_WITHOUT.has(folded[from - 2] ?? '')) cue = true;
    else if (prev?.t === 'sym' && ["'", '’'].includes(prev.raw) && ELIDED_OWN.has(folded[from - 2] ?? '')) cue = true;
  }
  for (let k = from - 1, seen = 0; k >= 0 && seen < 12; k--) {
    const t = toks[k]!;
    if (t.t === 'sym' && SENTENCE_END.has(t.raw)) break;
    if (t.t !== 'word') continue;
    seen++;
    if (ADVICE.test(folded[k]!)) return false;
    // 'con i guanti', 'senza gli occhiali' right before it: worn or held while using the product.
    if (k === from - 2 && WITH_OR_WITHOUT.has(folded[k]!) && OWN_ARTICLES.has(folded[from - 1]!)) continue;
    if (CUES.has(folded[k]!) || t.lower === 'è') cue = true;
  }
  for (let k = to; k < toks.length && k < to + 12; k++) {
    const t = toks[k]!;
    if (t.t === 'sym' && SENTENCE_END.has(t.raw)) break;
    if (t.t !== 'word') continue;
    if (ADVICE.test(folded[k]!)) return false;
    if (k < to + 3 && CUES_AFTER.test(folded[k]!)) cue = true;
  }
  return cue;
}

/** Whether the data has a word of this stem (equal, or one starts the other and the shorter has 5 letters or more). */
export function stemInData(index: FactIndex, s: string): boolean {
  if (index.stems.has(s)) return true;
  if (s.length >= 5 && index.stemPrefixes.has(s)) return true;
  for (let n = 5; n < s.length; n++) if (index.stems.has(s.slice(0, n))) return true;
  return false;
}

/** Whether the data supports one of these words or phrases (phrases looked up once per data set). */
function supported(index: FactIndex, forms: readonly string[]): boolean {
  return forms.some((form) => {
    // An IP rating says how the product stands water.
    if (form === '#water') return ipRated(index);
    if (!form.includes(' ')) return form.length < 4 ? index.stems.has(form) || index.words.includes(` ${form} `) : stemInData(index, stem(form));
    let known = index.phrases.get(form);
    if (known === undefined) index.phrases.set(form, (known = index.words.includes(` ${form}`)));
    return known;
  });
}

/** The data rates the product against water (an IP code, 'impermeabile'). */
function ipRated(index: FactIndex): boolean {
  let rated = index.phrases.get('#IP');
  if (rated === undefined) index.phrases.set('#IP', (rated = / IPX?\d/.test(index.codes) || stemInData(index, 'impermeabil') || stemInData(index, 'waterproof')));
  return rated;
}

const WATER = /^(?:spruzz|schizz|acqua|pioggia|polvere|immersion|sommersion|umidit)/;

/** Treatments written 'anti' + what they resist ('antigraffio', 'anti-urto'): supported by the word itself or by what it resists. */
const ANTI = new Set([
  'graffio',
  'graffi',
  'riflesso',
  'riflessi',
  'urto',
  'urti',
  'scivolo',
  'corrosione',
  'ruggine',
  'pioggia',
  'vento',
  'appannamento',
  'appanno',
  'batterico',
  'batterica',
  'statico',
  'statica',
  'polvere',
  'goccia',
  'nebbia',
  'shock',
  'caduta',
  'taglio',
  'strappo',
  'schiacciamento',
  'uv',
  'odore',
  'muffa',
  'macchia',
  'calcare',
  'abrasione',
  'perforazione',
  'ribaltamento',
  'scasso',
  'aderente',
  'fiamma',
]);

/** Words after 'funzione' or 'modalità' that name no feature of their own. */
const GENERIC_QUALIFIERS = new Set(
  (
    'principale principali base extra utile utili aggiuntiva aggiuntive comoda comode pratica pratiche essenziale essenziali specifica ' +
    'specifiche stessa stesse importante fondamentale giusta corretta desiderata scelta preferita classica normale standard tipica ' +
    'migliore ideale diversa diverse speciale speciali nuova nuove semplice interessante uso utilizzo impiego funzionamento pagamento ' +
    'spedizione consegna reso permette consente serve funziona dura offre garantisce richiede cambia passa resta rimane va viene ' +
    'selezionata attiva attivata preimpostata usata usato utilizzata utilizzato impostata memorizzata disponibile disponibili precedente successiva seguente desiderato piu'
  ).split(' '),
);
const QUALIFIER_SKIP = new Set(['di', 'da', 'a', 'per', 'del', 'della', 'dello', 'd', 'in']);

/** Token ranges [from, to) of the block's feature claims the data does not support. */
export function featureClaims(toks: readonly Tok[], folded: readonly string[], index: FactIndex, skip: (k: number) => boolean): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const wordAt = (k: number) => (toks[k]?.t === 'word' ? folded[k]! : '');
  for (let i = 0; i < toks.length; i++) {
    const w = folded[i]!;
    // Only the words a feature can start with are looked at further (the rest cost one look-up).
    if (
      !w ||
      !(BY_FIRST.has(w) || w === 'funzione' || w === 'funzioni' || w === 'modalita' || w.startsWith('anti') || w.startsWith('protez') || w.startsWith('protett')) ||
      skip(i)
    )
      continue;
    // 'funzione power bank', 'modalità silenziosa', 'funzione di spegnimento automatico': the qualifier names the feature.
    // A counted 'le 18 funzioni', 'le diciotto modalità' is the count's claim: what follows is no name.
    const counted = toks[i - 1]?.t === 'num' || (numberWord(wordAt(i - 1)) ?? 1) > 1;
    if ((w === 'funzione' || w === 'funzioni' || w === 'modalita') && (wordAt(i - 1) === 'in' || counted)) continue;
    if (w === 'funzione' || w === 'funzioni' || w === 'modalita') {
      let k = i + 1;
      while (QUALIFIER_SKIP.has(wordAt(k)) && k < i + 3) k++;
      if (toks[k]?.t === 'sym' && ["'", '’'].includes(toks[k]!.raw)) k++;
      const head = wordAt(k);
      // A verb after it ('modalità da usare', 'le modalità richiedono') names no feature.
      if (
        !head ||
        head.length < 3 ||
        STOPWORDS.has(head) ||
        GENERIC_QUALIFIERS.has(head) ||
        /(?:are|ere|ire|ano|ono|anno)$/.test(head) ||
        toks[k]!.raw !== toks[k]!.raw.toLowerCase()
      )
        continue;
      let end = k + 1;
      while (end < k + 3 && wordAt(end) && !STOPWORDS.has(wordAt(end)) && !GENERIC_QUALIFIERS.has(wordAt(end)) && toks[end]!.start - toks[end - 1]!.end <= 1) end++;
      const phrase = BY_FIRST.get(head)?.find((f) => f.words.every((x, n) => wordAt(k + n) === x));
      if (!(phrase ? supported(index, phrase.data) : stemInData(index, stem(head))) && attached(toks, folded, i, end, true)) out.push([i, end]);
      i = end - 1;
      continue;
    }
    // 'protezione da cortocircuito', 'protetto contro sovraccarico e surriscaldamento'.
    if (/^(?:protezion[ei]|protett[oaie])$/.test(w)) {
      let k = i + 1;
      if (!/^(?:da|dal|dai|dalle|dagli|dallo|contro|anti)$/.test(wordAt(k))) continue;
      k++;
      if (/^(?:i|le|gli|il|la|lo)$/.test(wordAt(k))) k++;
      const head = wordAt(k);
      if (!head || STOPWORDS.has(head) || head.length < 4) continue;
      // Water in any form is what an IP rating states ('protezione dagli spruzzi' of an IPX4 lantern).
      const water = WATER.test(head) && ipRated(index);
      if (!water && !stemInData(index, stem(head)) && attached(toks, folded, i, k + 1, true)) out.push([i, k + 1]);
      i = k;
      continue;
    }
    // 'antigraffio', 'anti-urto'.
    const anti = w.startsWith('anti') && ANTI.has(w.slice(4)) ? w.slice(4) : w === 'anti' && toks[i + 1]?.raw === '-' && ANTI.has(wordAt(i + 2)) ? wordAt(i + 2) : null;
    if (anti) {
      const to = w === 'anti' ? i + 3 : i + 1;
      if (!stemInData(index, stem(w === 'anti' ? `anti${anti}` : w)) && !stemInData(index, stem(anti)) && attached(toks, folded, i, to, true)) out.push([i, to]);
      i = to - 1;
      continue;
    }
    let best: Feature | null = null;
    for (const f of BY_FIRST.get(w) ?? []) if (f.words.every((x, n) => wordAt(i + n) === x) && (!best || f.words.length > best.words.length)) best = f;
    if (!best || (best.product && index.products === 0)) continue;
    const to = i + best.words.length;
    if (!supported(index, best.data) && attached(toks, folded, i, to, !!best.own, !!best.product)) out.push([i, to]);
    i = to - 1;
  }
  return out;
}
