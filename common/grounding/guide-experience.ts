/**
 * What a guide says its writers did with the products, in the forms the testing-claim rules
 * (common/experience-claims.ts) do not read: any act on a product in the first person past with the
 * product as its object ('L'abbiamo appesa sul balcone', 'li abbiamo lasciati in auto'), the staff's
 * own habits ('Nella nostra redazione teniamo tutto sullo stesso ripiano') and a test told as what
 * came before the writers' verdict ('Dopo averli provati tutti e tre…, il nostro voto va…'). Nobody at
 * the publisher handles the products: each is a claim. Choosing, comparing or citing a product is
 * the editors' work, no handling of it ('li abbiamo scelti', 'l'abbiamo inserita').
 * No import from app/ or server/, no DOM.
 */
import { collapseSpaces, htmlTextBlocks } from '../html-text.ts';
import type { UnverifiedClaim } from './types.ts';

/** An object pronoun, 'abbiamo' or 'ho', and a past participle: 'l'abbiamo appesa', 'li abbiamo lasciati'. */
const HANDLED_RE = /(?<![\p{L}\p{N}])(?:l['’]\s*(?:abbiamo|ho)|(?:lo|la|li|le)\s+(?:abbiamo|ho))\s+(\p{L}+[aeio])(?![\p{L}\p{N}])/giu;
/** Participles of the editors' own work on a product, and of finding it for sale: no handling. */
const EDITORIAL =
  /^(?:scelt|selezionat|inserit|inclus|preferit|considerat|confrontat|citat|indicat|segnalat|classificat|premiat|consigliat|descritt|elencat|trovat|vist|lett|recensit|messo|mess|aggiunt|escluss?|scartat|posizionat|votat|giudicat|definit|chiamat)[aoie]$/u;
/** The staff's place, and a verb of theirs in the first person plural present ('teniamo', 'usiamo'). */
const NEWSROOM_RE = /(?<![\p{L}\p{N}])(?:(?:nella|in)\s+(?:nostra\s+)?redazione|(?:nel|in)\s+nostro\s+ufficio)(?![\p{L}\p{N}])/iu;
const WE_PRESENT_RE = /(?<![\p{L}\p{N}])(\p{L}{3,}iamo)(?![\p{L}\p{N}])/giu;
/** What the editors say in the present of their own writing and opinions ('consigliamo', 'crediamo'). */
const WE_WRITE =
  /^(?:consigl|suggeri|raccomand|selezion|scegl|confront|cred|pens|ritent?|riten|ved|part|ricord|trov|propon|present|segnal|indich|elench|abb|sti|s|poss|dobb|vogl|sapp)iamo$/u;
/** 'dopo averli provati', 'dopo aver testato': a test, with the writers as its subject in the sentence. */
const TESTED_RE = /(?<![\p{L}\p{N}])dopo\s+aver(?:e|l[oaie]|ne)?\s+(?:provat|testat|messo\s+alla\s+prova|mess[aie]\s+alla\s+prova)\p{L}*/iu;
const WE_RE = /(?<![\p{L}\p{N}])(?:nostr[oaie]|abbiamo|\p{L}{3,}iamo|noi)(?![\p{L}\p{N}])/iu;
const NOT_RE = /(?<![\p{L}\p{N}])non\s+$/iu;

/** The guide's claims of handling the products that the testing-claim rules do not read, outside sentences where they read one (`known`). */
export function handlingClaims(html: string, known: readonly string[] = []): UnverifiedClaim[] {
  const out: UnverifiedClaim[] = [];
  for (const block of htmlTextBlocks(html).map(collapseSpaces)) {
    for (const sentence of block.split(/(?<=[.!?;])\s+/)) {
      if (known.some((k) => sentence.includes(k) || k.includes(sentence))) continue;
      for (const m of sentence.matchAll(HANDLED_RE)) {
        if (!EDITORIAL.test(m[1]!.toLowerCase()) && !NOT_RE.test(sentence.slice(0, m.index))) out.push({ text: m[0], kind: 'esperienza' });
      }
      const room = NEWSROOM_RE.exec(sentence);
      if (room) {
        const verb = [...sentence.matchAll(WE_PRESENT_RE)].find((v) => !WE_WRITE.test(v[1]!.toLowerCase()) && v.index > room.index);
        if (verb) out.push({ text: sentence.slice(room.index, verb.index + verb[0].length), kind: 'esperienza' });
      }
      const tested = TESTED_RE.exec(sentence);
      if (tested && WE_RE.test(sentence.slice(tested.index + tested[0].length))) out.push({ text: tested[0], kind: 'esperienza' });
    }
  }
  return out;
}
