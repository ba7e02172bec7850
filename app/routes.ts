import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The route table of the spec (section 2), one line a route. */
export default [
  // Public site
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('login', 'routes/public/login.tsx'),
    // --- public site routes (issue 3) ---
  ]),
  // --- seo routes (issue 3): sitemap.xml, robots.txt, feed.xml ---

  // Dashboard: rendered in the browser only, behind the session guard
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/index.tsx'),
    route('prodotti', 'routes/dashboard/prodotti.tsx'),
    // --- dashboard routes (issue 4) ---
  ]),

  // Any other path redirects to home
  route('*', 'routes/public/catch-all.tsx'),
] satisfies RouteConfig;
