import type { EnhanceScripts } from '../common/enhance.ts';
import type { Viewer } from '../server/domain/visibility.ts';
import type { Services } from '../server/services.ts';

/**
 * The load context every loader and action receives (built per request in server/http/react-router.ts).
 * Types only, named *.server.ts because they come from server/ (see the lint rules in eslint.config.js);
 * tsconfig includes app/**, so the declaration applies without being imported.
 */
declare module 'react-router' {
  interface AppLoadContext {
    services: Services;
    /** Who is asking: staff (a live session) may preview drafts; visitors see published content only. */
    viewer: Viewer;
    /** This response's CSP nonce, for every inline script rendered on the server. */
    nonce: string;
    /** Where the public pages' progressive-enhancement scripts are served from (app/lib/enhance.tsx). */
    enhance: EnhanceScripts;
  }
}

export {};
