import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/** The route table of the spec (section 2), one line a route. */
export default [
  // Public site
  layout('routes/public/layout.tsx', [
    index('routes/public/home.tsx'),
    route('login', 'routes/public/login.tsx'),
    // --- public site routes ---
    route('prodotti', 'routes/public/prodotti.tsx'),
    route('articolo/:id', 'routes/public/articolo.tsx'),
    route('guide', 'routes/public/guide.tsx'),
    route('guida/:id', 'routes/public/guida.tsx'),
    route('notizie', 'routes/public/notizie.tsx'),
    route('notizie/:slug', 'routes/public/notizia.tsx'),
    route('autore/:slug', 'routes/public/autore.tsx'),
    route('chi-siamo', 'routes/public/chi-siamo.tsx'),
    route('contatti', 'routes/public/contatti.tsx'),
    route('privacy', 'routes/public/privacy.tsx'),
    // The editors' preview of unsaved changes: staff only (its handle), shown with the public template.
    route('anteprima/:token', 'routes/public/anteprima.tsx'),
  ]),
  // --- seo routes: sitemap.xml, robots.txt, feed.xml (and each author's) ---
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('sitemap/:file', 'routes/seo/sitemap-file.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('feed.xml', 'routes/seo/feed.ts'),
  route('autore/:slug/feed.xml', 'routes/seo/author-feed.ts'),

  // Dashboard: rendered in the browser only, behind the session guard
  route('dashboard', 'routes/dashboard/layout.tsx', [
    index('routes/dashboard/index.tsx'),
    route('prodotti', 'routes/dashboard/prodotti.tsx'),
    // --- dashboard routes ---
    route('panoramica', 'routes/dashboard/panoramica.tsx'),
    route('aggiungi-prodotto', 'routes/dashboard/aggiungi-prodotto.tsx'),
    route('categorie-prodotti', 'routes/dashboard/categorie-prodotti.tsx'),
    route('utenti', 'routes/dashboard/utenti.tsx'),
    route('profilo', 'routes/dashboard/profilo.tsx'),
    route('chiavi', 'routes/dashboard/chiavi.tsx'),
    route('chi-siamo', 'routes/dashboard/chi-siamo.tsx'),
    route('messaggi', 'routes/dashboard/messaggi.tsx'),
    route('recensioni', 'routes/dashboard/recensioni.tsx'),
    route('recensioni/nuova', 'routes/dashboard/recensione.tsx', { id: 'routes/dashboard/recensione-nuova' }),
    route('recensioni/:id', 'routes/dashboard/recensione.tsx'),
    route('guide', 'routes/dashboard/guide.tsx'),
    route('guide/nuova', 'routes/dashboard/guida.tsx', { id: 'routes/dashboard/guida-nuova' }),
    route('guide/:id', 'routes/dashboard/guida.tsx'),
    route('prompts', 'routes/dashboard/prompts.tsx'),
    route('notizie', 'routes/dashboard/notizie.tsx'),
    route('notizie/nuova', 'routes/dashboard/notizia-form.tsx', { id: 'routes/dashboard/notizia-nuova' }),
    route('notizie/:id', 'routes/dashboard/notizia-form.tsx'),
    route('fonti-feed', 'routes/dashboard/fonti-feed.tsx'),
    route('reindirizzamenti', 'routes/dashboard/reindirizzamenti.tsx'),
    route('media', 'routes/dashboard/media.tsx'),
    route('tendenze', 'routes/dashboard/tendenze.tsx'),
    route('statistiche', 'routes/dashboard/statistiche.tsx'),
    route('attivita', 'routes/dashboard/attivita.tsx'),
    // Screens of later issues (recensioni, guide, …) land here until they exist: inside the dashboard.
    route('*', 'routes/dashboard/not-found.tsx'),
  ]),

  // Any other path redirects to home
  route('*', 'routes/public/catch-all.tsx'),
] satisfies RouteConfig;
