import { data, redirect } from 'react-router';
import { REDIRECT_MSG } from '../../common/messages-redirects.ts';
import { KEEP_QUERY_HEADER } from '../../common/site-paths.ts';
import type { Services } from '../../server/services.ts';

/**
 * What a public page throws instead of its 404 (Reindirizzamenti): a 301 to the address this one
 * moved to (the server adds the visitor's query string: server/http/react-router.ts), a 410
 * 'Contenuto rimosso' for a text removed on purpose, else the page's own 404 with `message`.
 * None of them is kept by the render cache (only a 200 is) and the redirect is never stored by
 * browsers either, so a renamed-back address answers again at once.
 */
export async function missingPage(context: { services: Services }, request: Request, message: string): Promise<Response | ReturnType<typeof data>> {
  const found = await context.services.redirects.resolve(new URL(request.url).pathname);
  if (!found) return data(message, { status: 404 });
  if (found.gone) return data(REDIRECT_MSG.goneTitle, { status: 410, headers: { 'cache-control': 'no-store' } });
  return redirect(found.a, { status: 301, headers: { 'cache-control': 'no-store', [KEEP_QUERY_HEADER]: '1' } });
}
