/** The nouns of counts the grounding check treats apart (common/grounding/claims.ts), as stems. */

/** Counts that are claims even when the data counts nothing of the kind. */
export const ALWAYS_COUNTED = new Set([
  'person',
  'pezz',
  'cicl',
  'modalit',
  'color',
  'recension',
  'valutazion',
  'vot',
  'acquirent',
  'client',
  'utent',
  'recensor',
  'ordin',
  'vendit',
  'vendut',
  // Round 4: how many uses a product gives ('sei ricariche complete', 'circa 20 docce', '24 pasti caldi').
  'ricaric',
  'docc',
  'past',
  'volt',
]);
export const USES = new Set(['ricaric', 'docc', 'past', 'volt']);
/** Counts that speak of a rating (how many reviews, buyers). */
export const REVIEW_NOUNS = new Set(['recension', 'valutazion', 'vot', 'acquirent', 'client', 'utent', 'recensor', 'ordin', 'vendit', 'vendut']);
/** Packages: 'due confezioni' counts what one buys, not what the product holds. */
export const PACKAGES = new Set(['confezion', 'pacc', 'pacchett', 'scatol', 'set', 'kit', 'lott']);
export const VAGUE_COUNTS = new Set(['migliaia', 'centinaia', 'decine', 'milioni']);
