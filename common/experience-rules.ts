import { leftOfVerb, type Match, participleEnd, type Reader } from './experience-reader.ts';
import { afterHavingEnd, causativeEnd, countOfUsesEnd, ourPlaceStart, pronounParticipleEnd, withCount } from './experience-shapes.ts';
import {
  AFFECTED,
  AGENTS,
  AUX,
  CLITICS,
  DESK_OBJECTS,
  DO_GERUNDS,
  DO_PRESENT,
  DURATIONS,
  FILLERS,
  forms,
  GENERIC_WE,
  LEADS,
  NEGATIONS,
  OBJECT_PRONOUNS,
  POSSESSED,
  POSSESSIVE_ADJECTIVES,
  POSSESSIVES,
  PRESENT_ALWAYS,
  PRESENT_WITH_PRONOUN,
  PUT_PARTICIPLES,
  QUANTITIES,
  REFLEXIVE_EXPERIENCE,
  RIMASTI,
  RIUSCITI,
  set,
  STAFF,
  SURPRISED,
  TEST_GERUNDS,
  TEST_INFINITIVES,
  TEST_NOUNS,
  TEST_PARTICIPLES,
  TEST_WORDS,
  USE_NOUNS,
} from './experience-words.ts';

/*
 * The rules of common/experience-claims.ts: what, read from one word of a text, starts or anchors a
 * first-person testing or experience claim (the list of what counts is at the top of that module).
 * Each rule looks at a bounded number of words around the word: the whole pass stays linear.
 */

const PASSIVE_PARTICIPLES = forms(['provat', 'testat', 'usat', 'utilizzat', 'misurat', 'verificat', 'controllat', 'collaudat', 'sperimentat', 'toccat']);
const PARTICIPLE_SHAPE = /(?:at|it|ut)[oaie]$/;
const BY_WORDS = set('da', 'dal', 'dalla', 'dai', 'dagli', 'dalle', 'dallo', 'del', 'della', 'dei', 'degli', 'delle', 'dello', 'di', 'd');

/** Every claim that starts, or is anchored, at word i. */
export function matchesAt(r: Reader, i: number, out: Match[]): void {
  const w = r.w(i) ?? '';
  // A claim stays in the sentence of the word it was found at.
  const sentence = r.words[i]!.sentence;
  const add = (from: number, to: number, weak = false, reaction = false, secondary = false) => {
    let a = from;
    let b = to;
    while (a < i && r.words[a]!.sentence !== sentence) a++;
    while (b > i && r.words[b]!.sentence !== sentence) b--;
    out.push({ from: a, to: b, weak, reaction, secondary });
  };

  // 'abbiamo (anche) provato', 'l’abbiamo usata per tre settimane', 'abbiamo potuto verificare'.
  if (AUX.has(w)) {
    const p = r.skip(i + 1, FILLERS, 3);
    const test = participleEnd(r, p);
    const end = test === null ? (causativeEnd(r, p) ?? pronounParticipleEnd(r, i, p)) : withCount(r, i, test);
    const from = end === null ? null : leftOfVerb(r, i, true);
    if (end !== null && from !== null) add(from, end, false, false, test === null);
    return;
  }
  // 'siamo riusciti a misurare', 'ci siamo trovati bene', 'siamo rimasti sorpresi'.
  if (w === 'siamo' || w === 'sono') {
    const next = r.w(i + 1) ?? '';
    // 'sono' is also 'they are': the singular participle only ('sono riuscito', not 'sono riusciti').
    const reflexive = (w === 'siamo' && r.w(i - 1) === 'ci') || (w === 'sono' && r.w(i - 1) === 'mi');
    const managed = w === 'siamo' ? RIUSCITI.has(next) : next === 'riuscito' || next === 'riuscita';
    const stayed = w === 'siamo' ? RIMASTI.has(next) : next === 'rimasto' || next === 'rimasta';
    if (managed && r.w(i + 2) === 'a' && TEST_INFINITIVES.has(r.w(i + 3) ?? '')) {
      const from = leftOfVerb(r, i, false);
      if (from !== null) add(from, i + 3);
    } else if (reflexive && (REFLEXIVE_EXPERIENCE.has(next) || (next.startsWith('res') && r.w(i + 2) === 'conto'))) {
      const end = next.startsWith('res') ? i + 2 : ['bene', 'male', 'benissimo'].includes(r.w(i + 2) ?? '') ? i + 2 : i + 1;
      add(i - 1, end);
    } else if (stayed && AFFECTED.has(r.w(i + 2) ?? '')) {
      add(i, i + 2, false, true);
    }
    return;
  }
  // 'stiamo ancora provando', 'sto usando', 'stiamo completando le prove'.
  if (w === 'stiamo' || w === 'sto') {
    const g = r.skip(i + 1, FILLERS, 2);
    const gerund = r.w(g) ?? '';
    let end: number | null = null;
    if (TEST_GERUNDS.has(gerund) && !r.near(g, 4, DESK_OBJECTS)) end = r.duration(g);
    // 'stiamo completando le prove': up to the test word.
    for (let k = g + 1; k <= g + 4 && end === null && DO_GERUNDS.has(gerund); k++) if (TEST_WORDS.has(r.w(k) ?? '')) end = k;
    const from = end === null ? null : leftOfVerb(r, i, true);
    if (from !== null && end !== null) add(from, end);
    return;
  }
  // 'tre redattori l’hanno usata', 'la redazione ha provato…': the publisher's staff.
  if (STAFF.has(w)) {
    const a = r.skip(i + 1, CLITICS, 2);
    if (r.w(a) === 'ha' || r.w(a) === 'hanno') {
      const end = participleEnd(r, r.skip(a + 1, FILLERS, 3));
      if (end !== null && !NEGATIONS.has(r.w(i + 1) ?? '')) add(i, end);
    }
    return;
  }
  // 'più di quanto ci aspettassimo': an expectation met by use.
  if ((w === 'ci' && (r.w(i + 1) === 'aspettavamo' || r.w(i + 1) === 'aspettassimo')) || (w === 'mi' && (r.w(i + 1) === 'aspettavo' || r.w(i + 1) === 'aspettassi'))) {
    add(i, i + 1);
    return;
  }
  // 'ci ha accompagnato in…', 'ci ha sorpreso'.
  if ((w === 'ci' || w === 'mi') && ['ha', 'hanno', 'aveva', 'avevano'].includes(r.w(i + 1) ?? '')) {
    const p = r.w(i + 2) ?? '';
    if (p.startsWith('accompagnat')) add(i, r.duration(i + 2));
    else if (SURPRISED.has(p)) add(i, r.duration(i + 2), false, true);
    return;
  }
  // 'lo usiamo da mesi', 'proviamo i prodotti', 'in redazione la teniamo…', 'la uso'.
  if (PRESENT_ALWAYS.has(w) || w === 'proviamo' || PRESENT_WITH_PRONOUN.has(w)) {
    const before = r.w(i - 1) ?? '';
    const after = r.w(i + 1) ?? '';
    if (w === 'proviamo' && (before === 'ci' || after === 'a' || after === 'ad' || after === 'di')) return;
    const singular = !w.endsWith('iamo');
    // 'la teniamo', 'che teniamo in cucina', 'noi ne teniamo due'; the singular after lo/la/li/le only ('l’uso' is a noun).
    const pronounOk = singular ? OBJECT_PRONOUNS.has(before) && before !== 'l' && before !== 'ne' : OBJECT_PRONOUNS.has(before) || before === 'che' || before === 'noi';
    if (PRESENT_WITH_PRONOUN.has(w) && !pronounOk) {
      // 'Nella nostra redazione teniamo tutto…': our place stands for the pronoun.
      const place = ourPlaceStart(r, i);
      if (place !== null) add(place, r.duration(i), false, false, true);
      return;
    }
    if (['a', 'ad', 'conto', 'presente'].includes(after) || r.near(i, 4, DESK_OBJECTS)) return;
    // 'quando usiamo una torcia…' is anyone, not us.
    if (GENERIC_WE.has(before)) return;
    const from = leftOfVerb(r, i, true);
    if (from !== null) add(from, r.duration(i));
    return;
  }
  // 'le prove che facciamo', 'facciamo una prova'.
  if (DO_PRESENT.has(w)) {
    if (r.near(i, 4, TEST_WORDS, 3)) {
      const from = leftOfVerb(r, i, true);
      if (from !== null) add(from, i);
    }
    return;
  }
  // 'nei nostri test', 'il nostro tester', 'nella nostra esperienza'.
  if (POSSESSIVES.has(w)) {
    const n = POSSESSIVE_ADJECTIVES.has(r.w(i + 1) ?? '') ? i + 2 : i + 1;
    if (!POSSESSED.has(r.w(n) ?? '')) return;
    let from = i;
    while (from > 0 && i - from < 2 && LEADS.has(r.w(from - 1) ?? '')) from--;
    let to = n;
    if (r.seq(n + 1, ['sul', 'campo'])) to = n + 2;
    else if (r.seq(n + 1, ['di', 'prova'])) to = n + 2;
    add(from, to);
    return;
  }
  // 'è stato testato da noi', 'provato e recensito dalla redazione'.
  if (PASSIVE_PARTICIPLES.has(w)) {
    // After 'abbiamo' the claim (or the negation) is the auxiliary's.
    let b = i - 1;
    while (b > 0 && i - b <= 3 && FILLERS.has(r.w(b) ?? '')) b--;
    if (AUX.has(r.w(b) ?? '')) return;
    let j = i + 1;
    while (j - i <= 3 && (['e', 'ed', 'o', 'anche', 'poi', 'a', 'lungo'].includes(r.w(j) ?? '') || PARTICIPLE_SHAPE.test(r.w(j) ?? ''))) j++;
    const agent = AGENTS.find((a) => r.seq(j, a));
    if (agent) {
      let from = i;
      if (['stato', 'stata', 'stati', 'state'].includes(r.w(i - 1) ?? '') && ['è', 'sono', 'era', 'erano', 'sia', 'siano'].includes(r.w(i - 2) ?? '')) from = i - 2;
      if (!NEGATIONS.has(r.w(from - 1) ?? '')) add(from, j + agent.length - 1);
      return;
    }
    // 'Testata sul campo, regge…': weak, and not when someone else did it ('dal produttore').
    if (r.seq(i + 1, ['sul', 'campo']) && !BY_WORDS.has(r.w(i + 3) ?? '')) add(i, i + 2, true);
    return;
  }
  // 'Messa alla prova, regge', 'mettendolo alla prova'.
  if ((PUT_PARTICIPLES.has(w) || /^mettendol[oaie]$/.test(w)) && r.seq(i + 1, ['alla', 'prova']) && !BY_WORDS.has(r.w(i + 3) ?? '')) {
    if (!AUX.has(r.w(i - 1) ?? '') && !FILLERS.has(r.w(i - 1) ?? '')) add(i, i + 2, true);
    return;
  }
  // 'dopo averla usata per un mese' (no subject: weak); 'Dopo averlo provato, lo consigliamo' (ours).
  if (/^aver(?:e|lo|la|li|le|ne)?$/.test(w)) {
    const ours = afterHavingEnd(r, i);
    if (ours !== null) add(i - 1, r.duration(ours), false, false, true);
    else if (TEST_PARTICIPLES.has(r.w(i + 1) ?? '')) {
      const end = r.duration(i + 1);
      if (end > i + 1 && !NEGATIONS.has(r.w(i - 1) ?? '') && r.w(i - 1) !== 'di') add(r.w(i - 1) === 'dopo' ? i - 1 : i, end, true);
    }
    return;
  }
  // 'durante la prova (sul campo)', not 'durante la prova di evacuazione' nor 'durante i test del produttore'.
  if (w === 'durante' && ['la', 'le', 'il', 'i', 'lo', 'gli', 'l'].includes(r.w(i + 1) ?? '') && TEST_NOUNS.has(r.w(i + 2) ?? '')) {
    const next = r.w(i + 3) ?? '';
    if (BY_WORDS.has(next) || POSSESSIVES.has(next) || PARTICIPLE_SHAPE.test(next)) return;
    add(i, r.seq(i + 3, ['sul', 'campo']) ? i + 4 : r.w(i + 3) === 'pratica' ? i + 3 : i + 2, true);
    return;
  }
  // 'alla prova dei fatti', 'alla prova pratica', 'prova sul campo'.
  if (w === 'alla' && r.w(i + 1) === 'prova') {
    if (r.seq(i + 2, ['dei', 'fatti'])) add(i, i + 3, true);
    else if (r.w(i + 2) === 'pratica' || r.seq(i + 2, ['sul', 'campo'])) add(i, r.w(i + 2) === 'pratica' ? i + 2 : i + 3, true);
    return;
  }
  if (TEST_NOUNS.has(w) && r.seq(i + 1, ['sul', 'campo']) && !BY_WORDS.has(r.w(i + 3) ?? '') && !POSSESSIVES.has(r.w(i - 1) ?? '')) {
    add(i, i + 2, true);
    return;
  }
  // 'esperienza diretta', 'per esperienza personale'.
  if ((w === 'esperienza' || w === 'esperienze') && ['diretta', 'personale', 'dirette', 'personali'].includes(r.w(i + 1) ?? '') && !POSSESSIVES.has(r.w(i - 1) ?? '')) {
    add(i, i + 1, true);
    return;
  }
  // 'personalmente'.
  if (w === 'personalmente') {
    add(i, i);
    return;
  }
  // 'dopo una decina di utilizzi' (weak).
  const uses = countOfUsesEnd(r, i);
  if (uses !== null) {
    add(i, uses, true, false, true);
    return;
  }
  // 'dopo un mese di utilizzo', 'in tre settimane di uso', 'tre settimane di prove'.
  if (w === 'dopo' || w === 'in' || w === 'con' || w === 'oltre' || QUANTITIES.has(w) || /^\d+$/.test(w) || DURATIONS.has(w)) {
    const lead = w === 'dopo' || w === 'in' || w === 'con' || w === 'oltre';
    // Only at the start of the phrase: not again from each word inside it.
    if (!lead && (QUANTITIES.has(r.w(i - 1) ?? '') || /^\d+$/.test(r.w(i - 1) ?? '') || ['dopo', 'in', 'con', 'oltre'].includes(r.w(i - 1) ?? ''))) return;
    const d = r.quantityAndDuration(lead ? i + 1 : i);
    if (d === null) return;
    const of = r.w(d + 1);
    const noun = r.w(d + 2) ?? '';
    // Not a free trial ('30 giorni di prova gratuita').
    if (/^gratuit|^gratis$/.test(r.w(d + 3) ?? '')) return;
    if ((of === 'di' || of === 'd') && (lead ? USE_NOUNS.has(noun) : TEST_NOUNS.has(noun))) add(i, d + 2, true);
  }
}
