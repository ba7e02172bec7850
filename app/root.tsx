import { type ReactNode, useEffect } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { DEFAULT_AMAZON_BASE_URL } from '../common/amazon.ts';
import { DEFAULT_SITE_NAME, MSG } from '../common/messages.ts';
import { SITE_MSG } from '../common/messages-site.ts';
import type { Route } from './+types/root';
import { useNonce } from './lib/nonce.ts';
import { SessionProvider } from './lib/session.tsx';
import appCss from './styles/app.css?url';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { config } = context.services;
  return { siteName: config.siteName, siteUrl: config.siteUrl, contactEmail: config.contactEmail, amazonBaseUrl: config.amazon.baseUrl };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useSiteConfig(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  return data ?? { siteName: DEFAULT_SITE_NAME, siteUrl: '', contactEmail: '', amazonBaseUrl: DEFAULT_AMAZON_BASE_URL };
}

/**
 * A route whose handle says `hydrate: false` (the public layout and so every public page) is
 * server-rendered HTML only: no React, no route modules, no loader data in the page; its few
 * behaviours are progressive-enhancement scripts (<Enhance>, decision 0035). Anything else (the
 * dashboard) is the React app.
 */
export function useHydrated(): boolean {
  return !useMatches().some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === false);
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrated = useHydrated();
  return (
    <html lang="it">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f2a37" />
        <Meta />
        {/* Stylesheets need no nonce (style-src 'self'): an empty one reads the same on both sides. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {hydrated && (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  // Marks the dashboard as interactive (browser tests wait for it instead of racing hydration).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container error-page">
      <h1>{notFound ? MSG.pageNotFoundTitle : MSG.pageErrorTitle}</h1>
      <p>{notFound ? MSG.pageNotFoundText : MSG.pageErrorText}</p>
      <p>
        <a className="btn btn-primary" href="/">
          {SITE_MSG.backHome}
        </a>
      </p>
    </main>
  );
}
