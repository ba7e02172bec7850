import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { MEDIA_LIBRARY_MSG } from '../../../common/messages-media-library.ts';
import { MediaPage, mediaCss } from '../../features/media/index.ts';
import type { Route } from './+types/media';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: mediaCss }];

export function meta() {
  return [{ title: `${MEDIA_LIBRARY_MSG.title} — ${DASH_MSG.dashboard}` }];
}

export default MediaPage;
