/**
 * The sources of a public text (decision 0068): the claims editors confirmed, each with the source
 * they gave, as numbered notes and a 'Fonti' list at the end of the text. Decision 0009: every
 * user-facing string lives in common/.
 */
export const SOURCES_MSG = {
  /** The heading of the list at the end of the text. */
  heading: 'Fonti',
  /** The accessible name of a note's marker in the text. */
  noteLabel: (n: number) => `Fonte ${n}`,
  /** The accessible name of the link from an entry back to its note. */
  backLabel: (n: number) => `Torna al testo, nota ${n}`,
  /** The visible sign of the link back to the note. */
  backSymbol: '↑',
} as const;
