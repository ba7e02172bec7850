import type { z } from 'zod';
import { REVISION_MSG } from '../../common/messages-revisions.ts';
import { aboutSchema, dashboardErrorMessage } from '../../common/schemas-dashboard.ts';
import { guideErrorMessage, guideUpdateSchema } from '../../common/schemas-guides.ts';
import { newsErrorMessage, newsUpdateSchema } from '../../common/schemas-news.ts';
import { reviewErrorMessage, reviewUpdateSchema } from '../../common/schemas-reviews.ts';
import type { AboutService } from './about.ts';
import type { Resolver } from './claim-checks.ts';
import { badRequest, notFound } from './errors.ts';
import type { GuidesService } from './guides.ts';
import type { NewsService } from './news.ts';
import type { ReviewsService } from './reviews.ts';
import { NEWS_EDITED, type RestoreWriter, type Snapshot } from './revisions.ts';

/** The same validation as the save's request (a kept state that no longer passes answers its 400). */
function input<S extends z.ZodType>(schema: S, value: unknown, format: (e: z.ZodError) => string): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest(format(result.error));
  return result.data;
}

const pick = (snapshot: Snapshot, keys: readonly string[]) => Object.fromEntries(keys.filter((k) => k in snapshot).map((k) => [k, snapshot[k]]));

/**
 * How a revision is written back (decision 0032): through each content's own save (the PUT's path),
 * with the action 'ripristino', so the state it replaces is kept too; the status stays as it is.
 * `conferme` answer the publishing gate of published text, as they do with a save.
 */
export function restoreWriter(s: { reviews: ReviewsService; guides: GuidesService; news: NewsService; about: AboutService }): RestoreWriter {
  return async (tipo, id, contenuto, utente: Resolver | null, conferme) => {
    const gone = () => notFound(REVISION_MSG.contentNotFound);
    if (tipo === 'recensione') {
      const review = await s.reviews.getById(id);
      if (!review) throw gone();
      const body = input(reviewUpdateSchema, { recensione_prodotto: contenuto.contenuto, titolo: contenuto.titolo, conferme }, reviewErrorMessage);
      return s.reviews.update(review.id_prodotto, body, utente, undefined, 'ripristino');
    }
    if (tipo === 'guida') {
      const body = input(guideUpdateSchema, { ...pick(contenuto, ['titolo', 'immagine_url', 'id_immagine', 'contenuto', 'prodotti']), conferme }, guideErrorMessage);
      return s.guides.update(id, body, utente, undefined, 'ripristino');
    }
    if (tipo === 'notizia') {
      const body = input(newsUpdateSchema, { ...pick(contenuto, NEWS_EDITED), conferme }, newsErrorMessage);
      return s.news.update(id, body, utente, undefined, 'ripristino');
    }
    const body = input(aboutSchema, { contenuto: contenuto.contenuto }, dashboardErrorMessage);
    return s.about.update(id, body.contenuto, undefined, utente?.username ?? null, 'ripristino');
  };
}
