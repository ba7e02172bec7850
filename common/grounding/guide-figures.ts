/**
 * How a guide's figures are read beyond one product's data (common/guide-grounding.ts): which
 * product a figure is said of, the counts a guide spells out itself, the premises of a figure it
 * claims, and the rate a figure is given at. A guide compares products and advises the reader: its
 * sentences carry figures that are the reader's ('una famiglia di quattro persone'), its own ('tre
 * emergenze: …'), or the premise of the one it claims ('con una bombola da 10 kg si fanno 20 docce').
 * No import from app/ or server/, no DOM.
 */
import { collapseSpaces, htmlTextBlocks } from '../html-text.ts';
import { type FactIndex, indexFacts } from './facts.ts';
import { announcedList } from './news-lists.ts';
import { readQuantity } from './quantities.ts';
import { tokenize } from './text.ts';
import type { GroundingProduct, UnverifiedClaim } from './types.ts';

/** Each product's facts on its own, indexed once per product object. */
const OWN_FACTS = new WeakMap<GroundingProduct, FactIndex>();

/** The first quantity of a claim's text, or null. */
function quantityOf(text: string) {
  const toks = tokenize(text);
  for (let i = 0; i < toks.length; i++) {
    const q = readQuantity(text, toks, i);
    if (q) return q;
  }
  return null;
}

/**
 * A figure said of one product is that product's claim only when its data states a figure of the
 * same dimension with another value ('la piastra Kocina porta a ebollizione un litro in 3 minuti':
 * the litre is no figure of the hob's data, which has no volume; the 3 minutes are a claim of
 * its data's times). What its data does not measure at all is held to the whole guide's data.
 */
export function measuresLikeIt(text: string, p: GroundingProduct): boolean {
  let index = OWN_FACTS.get(p);
  if (!index) OWN_FACTS.set(p, (index = indexFacts({ products: [p] })));
  const q = quantityOf(text);
  return !q || q.dims.some((d) => index.byDim.has(d));
}

/** A rate after a figure: 'a persona al giorno', 'per persona', 'al giorno' ('quattro litri a persona al giorno'). */
const RATE_RE =
  /^(?:\s+d['’]acqua)?(?:\s+(?:a|per|ogni)\s+(?:persona|testa)(?:\s+(?:al|ogni|per)\s+(?:giorno|notte|settimana))?|\s+(?:al|ogni|per)\s+giorno(?:\s+(?:a|per|ogni)\s+(?:persona|testa))?)(?![\p{L}\p{N}])/iu;
/** Words before a figure that make it a premise: the size of a thing that comes with 'con' ('con una bombola da 10 kg'). */
const PREMISE_BEFORE_RE = /(?:^|\s)con\s+(?:(?:un|una|uno|il|lo|la|i|gli|le)\s+)?\p{L}{3,}\s+da\s+$/iu;
/** Words between two figures that start another statement: the first is no premise of the second ('…per due persone, e pesa 300 grammi'). */
const ANOTHER_STATEMENT_RE = /[,;]\s*(?:e|ed|ma|mentre|poi)\s|;|\smentre\s/i;

interface Placed<C> {
  claim: C;
  block: number;
  sentence: number;
  at: number;
  end: number;
}

/**
 * The guide's claims, read in their sentences:
 * - a figure followed by its rate is quoted with it ('almeno quattro litri a persona al giorno'):
 *   the rate is part of the figure the editor checks;
 * - a count the text spells out right after it ('tre emergenze: una chiamata di aiuto, un incendio,
 *   un blackout') counts the items that follow, which are the text's own: no figure of the data;
 * - a figure that sets the premise of a claim after it in its statement, or of the experience its
 *   sentence tells (how many people, the size of what the reader brings: 'per una famiglia di
 *   quattro persone servono cinque taniche', 'con una bombola da 10 kg si fanno circa 20 docce')
 *   is that claim's: the claim is listed, not its premise.
 */
export function readGuideFigures<C extends UnverifiedClaim>(html: string, claims: readonly C[]): C[] {
  const blocks = htmlTextBlocks(html).map((b) => collapseSpaces(b));
  const placed = claims.map((claim) => ((where) => (where ? { claim, ...where } : null))(locate(blocks, claim.text)));
  const premise = (p: Placed<C>) => p.claim.kind === 'misura' && (PREMISE_BEFORE_RE.test(blocks[p.block]!.slice(0, p.at)) || quantityOf(p.claim.text)?.noun === 'person');
  const out: C[] = [];
  for (const [k, p] of placed.entries()) {
    if (!p) {
      out.push(claims[k]!);
      continue;
    }
    const block = blocks[p.block]!;
    if (p.claim.kind === 'misura') {
      const q = quantityOf(p.claim.text);
      if (q?.noun && q.shape === 'single' && announcedList({ end: p.end, values: q.values[0]! }, block)) continue;
      // The claim it is the premise of: after it in its statement, or the experience its sentence tells ('l'abbiamo usato per quattro persone').
      const result = (o: Placed<C> | null) =>
        !!o &&
        o !== p &&
        o.block === p.block &&
        o.sentence === p.sentence &&
        !premise(o) &&
        (o.claim.kind === 'esperienza' || (o.at >= p.end && !ANOTHER_STATEMENT_RE.test(block.slice(p.end, o.at))));
      if (premise(p) && placed.some(result)) continue;
      const rate = RATE_RE.exec(block.slice(p.end));
      if (rate) {
        out.push({ ...p.claim, text: block.slice(p.at, p.end + rate[0].length) });
        continue;
      }
    }
    out.push(p.claim);
  }
  return out;
}

/** Where a claim's text first stands as whole words: its block, its sentence, its offsets. */
function locate(blocks: readonly string[], text: string): { block: number; sentence: number; at: number; end: number } | null {
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b]!;
    for (let at = block.indexOf(text); at >= 0; at = block.indexOf(text, at + 1)) {
      const end = at + text.length;
      if (/[\p{L}\p{N}]/u.test(block[at - 1] ?? ' ') || /[\p{L}\p{N}]/u.test(block[end] ?? ' ')) continue;
      const sentence = (block.slice(0, at).match(/[.!?;](?=\s)/g) ?? []).length;
      return { block: b, sentence, at, end };
    }
  }
  return null;
}
