import { redirect } from 'react-router';
import { missingPage } from '../../lib/missing-page.server.ts';
import type { Route } from './+types/catch-all';

/**
 * Any other path: a redirect of Reindirizzamenti when one starts here (301, or 410 for a removed
 * text), else home (spec, route table).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const answer = await missingPage(context, request, '');
  if (answer instanceof Response) return answer;
  if (answer.init?.status === 410) throw answer;
  return redirect('/');
}

export default function CatchAll() {
  return null;
}
