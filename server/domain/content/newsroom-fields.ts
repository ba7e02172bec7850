import type { Newsroom } from '../../../common/types.ts';

/** The columns of migration 025 every publishable text's table has: its writer and its review state. */
export type NewsroomColumns = Newsroom;

/** A text's writer and review state as the API answers them (the same names and values as the columns). */
export const newsroomToApi = (r: NewsroomColumns): Newsroom => ({
  id_autore: r.id_autore,
  revisione: r.revisione,
  nota_revisione: r.nota_revisione,
  revisione_il: r.revisione_il,
});
