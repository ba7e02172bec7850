import {
  BookOpen,
  ChartLine,
  ChevronDown,
  FileText,
  FolderTree,
  History,
  Images,
  Home,
  Inbox,
  Info,
  KeyRound,
  LayoutDashboard,
  LogOut,
  Menu,
  MessageSquareText,
  Newspaper,
  Package,
  PackagePlus,
  Rss,
  Signpost,
  TrendingUp,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { ACTIVITY_MSG } from '../../../common/messages-activity.ts';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { MEDIA_LIBRARY_MSG } from '../../../common/messages-media-library.ts';
import { NEWS_MSG } from '../../../common/messages-news.ts';
import { REDIRECT_MSG } from '../../../common/messages-redirects.ts';
import { STATS_MSG } from '../../../common/messages-stats.ts';
import { MSG } from '../../../common/messages.ts';
import { useAwayWhileScrollingDown } from '../../components/dashboard/use-away-while-scrolling.ts';
import { NotAllowed } from '../../components/dashboard/not-allowed.tsx';
import { UserMenu } from '../../components/dashboard/user-menu.tsx';
import { allowed, pageRole } from '../../lib/roles.ts';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { UnreadBadge } from '../../features/messages/index.ts';
import { DashboardQueryProvider } from '../../lib/query.tsx';
import { checkSession, hasSessionFlag, useSession } from '../../lib/session.tsx';
import { useSiteConfig } from '../../root.tsx';
import dashboardListsCss from '../../styles/dashboard-lists.css?url';
import dashboardCss from '../../styles/dashboard.css?url';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: dashboardCss },
  { rel: 'stylesheet', href: dashboardListsCss },
];

/** Staff only: the server answers an anonymous request for any dashboard page with a redirect to /login, before any render (server/http/page-routes.ts). */
export const handle = { staff: true };

export function meta() {
  return [{ title: DASH_MSG.dashboard }, { name: 'robots', content: 'noindex, nofollow' }];
}

/**
 * The guard (spec section 2): logged in → allowed; else with the client session flag the session
 * is restored through /api/auth/me; otherwise → /login. Runs in the browser only.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const info = await checkSession(!hasSessionFlag());
  if (!info.authenticated) {
    try {
      window.localStorage.removeItem('scorta_session');
    } catch {
      /* ignore */
    }
    throw redirect('/login');
  }
  return { user: info.user, path: new URL(request.url).pathname };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="dash-loading" role="status">
      <span className="spinner" aria-hidden="true" /> {DASH_MSG.loading}
    </div>
  );
}

/** The sidebar in the spec's order (section 2), plus the contact inbox after Chi siamo. */
const NAV = [
  { to: '/dashboard/panoramica', label: DASH_MSG.navOverview, icon: LayoutDashboard },
  { to: '/dashboard/prodotti', label: DASH_MSG.navProducts, icon: Package, submenu: true },
  { to: '/dashboard/aggiungi-prodotto', label: DASH_MSG.navAddProduct, icon: PackagePlus },
  { to: '/dashboard/categorie-prodotti', label: DASH_MSG.navCategories, icon: FolderTree },
  { to: '/dashboard/recensioni', label: DASH_MSG.navReviews, icon: FileText },
  { to: '/dashboard/guide', label: DASH_MSG.navGuides, icon: BookOpen },
  { to: '/dashboard/notizie', label: DASH_MSG.navNews, icon: Newspaper },
  { to: '/dashboard/fonti-feed', label: NEWS_MSG.sourcesLink, icon: Rss },
  { to: '/dashboard/media', label: MEDIA_LIBRARY_MSG.nav, icon: Images },
  { to: '/dashboard/reindirizzamenti', label: REDIRECT_MSG.title, icon: Signpost },
  { to: '/dashboard/tendenze', label: DASH_MSG.navTrends, icon: TrendingUp },
  { to: '/dashboard/statistiche', label: STATS_MSG.navStats, icon: ChartLine },
  { to: '/dashboard/attivita', label: ACTIVITY_MSG.title, icon: History },
  { to: '/dashboard/prompts', label: DASH_MSG.navPrompts, icon: MessageSquareText },
  { to: '/dashboard/utenti', label: DASH_MSG.navUsers, icon: Users },
  { to: '/dashboard/chiavi', label: DASH_MSG.navKeys, icon: KeyRound },
  { to: '/dashboard/chi-siamo', label: DASH_MSG.navAbout, icon: Info },
  { to: '/dashboard/messaggi', label: DASH_MSG.navMessages, icon: Inbox, unread: true },
];

const PRODUCT_PATHS = ['/dashboard/prodotti', '/dashboard/aggiungi-prodotto'];
const inProducts = (path: string) => PRODUCT_PATHS.some((p) => path.startsWith(p));

/** The entry of a screen covers its sub-pages too (/dashboard/notizie/nuova belongs to Notizie). */
function isUnder(pathname: string, to: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  return path === to || path.startsWith(`${to}/`);
}

/**
 * Which sidebar entry stands for the page: exactly one, so the highlight and aria-current never
 * point at two entries. On the products list, while its submenu is open, the submenu's 'Tutti i
 * prodotti' is the current entry and 'Prodotti' only marks the open section; closed, 'Prodotti' is.
 */
function currentNavEntry(pathname: string, productsOpen: boolean): string | null {
  if (isUnder(pathname, '/dashboard/prodotti')) return productsOpen ? 'submenu:/dashboard/prodotti' : '/dashboard/prodotti';
  return NAV.find((item) => isUnder(pathname, item.to))?.to ?? null;
}

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { logout, markLoggedIn } = useSession();
  const { siteName } = useSiteConfig();
  // The guard checked the session with the server: the rest of the dashboard knows who is editing
  // (an autosave is offered back to its own author) even when the page was opened without the flag.
  // Once per checked user, never again after Logout.
  useEffect(() => {
    if (loaderData.user) markLoggedIn(loaderData.user);
  }, [loaderData.user, markLoggedIn]);
  const [menuOpen, setMenuOpen] = useState(false);
  // The products submenu follows the page: open on products pages, closed elsewhere, toggled by hand.
  const [productsOpen, setProductsOpen] = useState(() => inProducts(location.pathname));
  const closeButton = useRef<HTMLButtonElement>(null);
  // The floating home button (narrow screens) steps aside while the page scrolls down.
  const fabAway = useAwayWhileScrollingDown();

  // Every navigation closes the menus (spec section 2); the inbox badge re-reads its count itself.
  useEffect(() => {
    setMenuOpen(false);
    setProductsOpen(inProducts(location.pathname));
  }, [location.pathname, location.search]);

  useEffect(() => {
    if (!menuOpen) return;
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const current = currentNavEntry(location.pathname, productsOpen);
  // The role's pages only (the server refuses the rest anyway); a page opened by its address that
  // the role cannot use says so instead of failing.
  const ruolo = loaderData.user?.ruolo;
  const nav = NAV.filter((item) => allowed(ruolo, pageRole(item.to)));
  const pageMin = pageRole(location.pathname);
  const linkProps = (key: string, extra = '') => ({
    className: `dash-nav-link${key === current ? ' active' : ''}${extra}`,
    'aria-current': key === current ? ('page' as const) : undefined,
  });

  async function onLogout() {
    await logout(); // posts, ignores any failure, clears the flag
    void navigate('/');
  }

  return (
    <ToastProvider>
      <DashboardQueryProvider>
        <div className="dash">
          <a className="skip-link" href="#dash-main">
            {MSG.skipToContent}
          </a>
          <header className="dash-topbar">
            <button type="button" className="btn btn-ghost dash-menu-toggle" aria-expanded={menuOpen} aria-controls="dash-sidebar" onClick={() => setMenuOpen((v) => !v)}>
              {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
              <span className="sr-only">{menuOpen ? MSG.closeMenu : MSG.openMenu}</span>
            </button>
            <Link to="/dashboard/panoramica" className="dash-brand">
              <span className="wordmark-mark" aria-hidden="true" />
              <span className="dash-brand-site">{siteName}</span>
              <span className="dash-brand-area">{DASH_MSG.dashboard}</span>
            </Link>
            <UserMenu username={loaderData.user?.username ?? ''} ruolo={ruolo} />
          </header>
          <aside id="dash-sidebar" className={`dash-sidebar${menuOpen ? ' is-open' : ''}`} aria-label={DASH_MSG.sidebarLabel}>
            <button ref={closeButton} type="button" className="btn btn-ghost dash-sidebar-close" onClick={() => setMenuOpen(false)}>
              <X size={20} aria-hidden="true" /> {MSG.closeMenu}
            </button>
            <nav>
              <ul>
                {nav.map((item) => (
                  <li key={item.to}>
                    <div className="dash-nav-row">
                      <Link to={item.to} {...linkProps(item.to, item.submenu && current?.startsWith('submenu:') ? ' has-current' : '')}>
                        <item.icon size={18} aria-hidden="true" />
                        <span className="dash-nav-label">{item.label}</span>
                        {item.unread && <UnreadBadge />}
                      </Link>
                      {item.submenu && (
                        <button
                          type="button"
                          className="dash-submenu-toggle"
                          aria-expanded={productsOpen}
                          aria-controls="dash-submenu-prodotti"
                          onClick={() => setProductsOpen((v) => !v)}
                        >
                          <ChevronDown size={16} aria-hidden="true" className={productsOpen ? 'rot-180' : ''} />
                          <span className="sr-only">{DASH_MSG.productsSubmenu}</span>
                        </button>
                      )}
                    </div>
                    {item.submenu && productsOpen && (
                      <ul id="dash-submenu-prodotti" className="dash-submenu">
                        {/* 'Aggiungi prodotto' is not repeated here: the sidebar already has it right below. */}
                        <li>
                          <Link to="/dashboard/prodotti" {...linkProps('submenu:/dashboard/prodotti')}>
                            {DASH_MSG.navAllProducts}
                          </Link>
                        </li>
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            <button type="button" className="btn btn-ghost dash-logout" onClick={() => void onLogout()}>
              <LogOut size={18} aria-hidden="true" /> {DASH_MSG.logout}
            </button>
          </aside>
          {menuOpen && <button type="button" className="dash-scrim" aria-label={MSG.closeMenu} onClick={() => setMenuOpen(false)} />}
          <main id="dash-main" className="dash-main" tabIndex={-1}>
            {allowed(ruolo, pageMin) ? <Outlet /> : <NotAllowed min={pageMin} />}
          </main>
          <Link to="/" className={`dash-home-fab${fabAway ? ' is-away' : ''}`} aria-label={DASH_MSG.backToSite}>
            <Home size={20} aria-hidden="true" />
          </Link>
        </div>
      </DashboardQueryProvider>
    </ToastProvider>
  );
}
