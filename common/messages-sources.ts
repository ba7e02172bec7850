/**
 * The sources of a public text (decision XXXX): the claims editors confirmed, each with the source
 * they gave, as numbered notes and a 'Fonti' list at the end of the text. Decision 0009: every
 * user-facing string lives in common/.
 */
export const SOURCES_MSG = {
  /** The heading of the list at the end of the text. */
  heading: 'Fonti',
  /** What the list is, for whoever wonders (under the heading). */
  intro: 'Dati del testo verificati dalla redazione, con la fonte indicata.',
  /** The accessible name of a note's marker in the text. */
  noteLabel: (n: number) => `Fonte ${n}`,
  /** The accessible name of the link from an entry back to its note. */
  backLabel: (n: number) => `Torna al testo, nota ${n}`,
  /** Before the source of an entry. */
  sourceLabel: 'Fonte:',
} as const;
