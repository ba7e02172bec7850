import type { SeoFields } from '../../../common/seo.ts';
import { fromFlag, toFlag } from '../../db/schema.ts';

/** The search-engine columns every publishable text's table has (migration 019). */
export interface SeoColumns {
  seo_titolo: string | null;
  seo_descrizione: string | null;
  noindex: number;
}

/** A text's SEO columns as the API answers them (the flag as a boolean). */
export const seoToApi = (r: SeoColumns): SeoFields => ({ seo_titolo: r.seo_titolo, seo_descrizione: r.seo_descrizione, noindex: fromFlag(r.noindex) });

/** The SEO columns a save writes: only the fields it was sent (a field left out does not change). */
export function seoValues(input: Partial<SeoFields>): Partial<SeoColumns> {
  return {
    ...(input.seo_titolo !== undefined ? { seo_titolo: input.seo_titolo } : {}),
    ...(input.seo_descrizione !== undefined ? { seo_descrizione: input.seo_descrizione } : {}),
    ...(input.noindex !== undefined ? { noindex: toFlag(input.noindex) } : {}),
  };
}
