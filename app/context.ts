import type { Viewer } from '../server/domain/visibility.ts';
import type { Services } from '../server/services.ts';

declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** Who is asking: staff (a live session) may preview drafts; visitors see published content only. */
    viewer: Viewer;
    /** This response's CSP nonce, for every inline script rendered on the server. */
    nonce: string;
  }
}

export {};
