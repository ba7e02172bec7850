import { isContentType } from '../../common/content-types.ts';
import { aboutSchema, dashboardErrorMessage } from '../../common/schemas-dashboard.ts';
import type { AboutService } from './about.ts';
import type { Resolver } from './claim-checks.ts';
import type { ContentRegistry } from './content/registry.ts';
import { validated } from './content/publishable.ts';
import type { RestoreWriter } from './revisions.ts';

/**
 * How a revision is written back (decision 0032): through each content's own save (the PUT's path,
 * the registry's `restore`), with the action 'ripristino', so the state it replaces is kept too;
 * the status stays as it is. `conferme` answer the publishing gate of published text, as they do
 * with a save. The page 'chi-siamo' has no publishing: its own save.
 */
export function restoreWriter(s: { content: ContentRegistry; about: AboutService }): RestoreWriter {
  return async (tipo, id, contenuto, utente: Resolver | null, conferme) => {
    if (isContentType(tipo)) return s.content[tipo].restore(id, contenuto, utente, conferme);
    const body = validated(aboutSchema, { contenuto: contenuto.contenuto }, dashboardErrorMessage);
    return s.about.update(id, body.contenuto, undefined, utente?.username ?? null, 'ripristino');
  };
}
