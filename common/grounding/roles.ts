/**
 * The role of an electrical quantity (common/grounding.ts): whether a claim or a fact speaks of
 * what the product takes in ('Ingresso USB-C: 100W', 'si ricarica a 100 W') or gives out ('Uscita
 * USB-C: 65W', 'eroga 65 W'), and of a peak ('picco 600 W', 'regge picchi di…') or a continuous
 * value ('300 W continui'). A claim is never supported by a fact of the other role: the data's
 * 100 W input is no '100 W in uscita', its 65 W output no 'si ricarica a 65 W'. A fact or claim
 * whose words name no role (or both) is compared as before.
 */
import { fold, type Tok } from './text.ts';

export interface Roles {
  flow: 'in' | 'out' | null;
  level: 'peak' | 'steady' | null;
}

/** The dimensions roles apply to. */
export const ROLE_DIMS = new Set(['potenza', 'corrente', 'tensione']);

const IN_STEMS = ['ingress', 'input', 'entrat', 'assorb'];
const OUT_STEMS = ['uscit', 'output', 'erog', 'fornisc'];
const PEAK_STEMS = ['picc', 'spunt', 'surg', 'peak'];
const STEADY_STEMS = ['continu', 'nominal', 'costant'];
/** What a data key names as input, besides IN_STEMS: 'Ricarica: USB-C 5V/2A', 'caricatore da 100W', 'adattatore 19 V'. */
const DATA_IN_STEMS = ['ricaric', 'caricator', 'alimentator', 'adattator'];
/** 'Ricarica rapida', 'ricarica wireless' name what the product gives out. */
const NOT_INPUT = ['rapid', 'veloc', 'wireless', 'fast'];

const has = (stems: readonly string[], list: readonly string[]) => stems.some((s) => list.some((l) => s.startsWith(l)));

function rolesOf(stems: readonly string[], inStems: readonly string[], extraIn = false): Roles {
  const isIn = has(stems, inStems) || (extraIn && has(stems, DATA_IN_STEMS) && !has(stems, NOT_INPUT));
  // 'Caricatore portatile … 65W Ricarica Rapida': the data's fast charging is what it gives out.
  const isOut = has(stems, OUT_STEMS) || (extraIn && has(stems, DATA_IN_STEMS) && has(stems, NOT_INPUT));
  const peak = has(stems, PEAK_STEMS);
  const steady = has(stems, STEADY_STEMS);
  const level = peak === steady ? null : peak ? 'peak' : 'steady';
  let flow: Roles['flow'] = isIn === isOut ? null : isIn ? 'in' : 'out';
  // A peak or a continuous rating is the output's.
  if (flow === null && level !== null && !isIn) flow = 'out';
  return { flow, level };
}

/** The roles of a fact, from its key words. */
export const factRoles = (keys: readonly string[]): Roles => rolesOf(keys, IN_STEMS, true);

/**
 * The roles of a claim, from the words around it and its clause: 'si ricarica a 65 W',
 * 'ricaricarlo con 100 W' are input.
 */
export function claimRoles(ctx: readonly string[], toks: readonly Tok[], from: number): Roles {
  const r = rolesOf(ctx, IN_STEMS);
  if (r.flow !== null) return r;
  for (let k = from - 1, words = 0; k >= 0 && words < 6; k--) {
    const t = toks[k]!;
    if (t.t === 'sym' && /^[.;:!?()]$/.test(t.raw)) break;
    if (t.t !== 'word') continue;
    words++;
    const w = fold(t.raw);
    const prev = toks[k - 1];
    if ((w === 'ricarica' || w === 'carica') && prev?.t === 'word' && prev.lower === 'si') return { flow: 'in', level: r.level };
    if (/^(?:ri)?caricar(?:lo|la|li|le|si)$/.test(w)) return { flow: 'in', level: r.level };
  }
  return r;
}

/** A claim of these roles may be supported by a fact of those. */
export const rolesAgree = (claim: Roles, fact: Roles): boolean =>
  !(claim.flow && fact.flow && claim.flow !== fact.flow) && !(claim.level && fact.level && claim.level !== fact.level);
