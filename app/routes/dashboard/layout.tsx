import {
  BookOpen, ChevronDown, FileText, FolderTree, Home, Info, KeyRound, LayoutDashboard, LogOut, Menu, MessageSquareText,
  Newspaper, Package, PackagePlus, TrendingUp, Users, X,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, Outlet, redirect, useLocation, useNavigate } from 'react-router';
import { ToastProvider } from '../../components/ui/toast.tsx';
import { checkSession, hasSessionFlag, useSession } from '../../lib/session.tsx';
import dashboardCss from '../../styles/dashboard.css?url';
import type { Route } from './+types/layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: dashboardCss }];

export function meta() {
  return [{ title: 'Dashboard' }, { name: 'robots', content: 'noindex, nofollow' }];
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
  return { username: info.user?.username ?? '', path: new URL(request.url).pathname };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div className="dash-loading" role="status">
      <span className="spinner" aria-hidden="true" /> Caricamento…
    </div>
  );
}

const NAV = [
  { to: '/dashboard/panoramica', label: 'Panoramica', icon: LayoutDashboard },
  { to: '/dashboard/prodotti', label: 'Prodotti', icon: Package, submenu: true },
  { to: '/dashboard/aggiungi-prodotto', label: 'Aggiungi prodotto', icon: PackagePlus },
  { to: '/dashboard/categorie-prodotti', label: 'Categorie prodotti', icon: FolderTree },
  { to: '/dashboard/recensioni', label: 'Recensioni', icon: FileText },
  { to: '/dashboard/guide', label: 'Guide', icon: BookOpen },
  { to: '/dashboard/notizie', label: 'Notizie', icon: Newspaper },
  { to: '/dashboard/tendenze', label: 'Tendenze', icon: TrendingUp },
  { to: '/dashboard/prompts', label: 'Prompts', icon: MessageSquareText },
  { to: '/dashboard/utenti', label: 'Utenti', icon: Users },
  { to: '/dashboard/chiavi', label: 'Chiavi API', icon: KeyRound },
  { to: '/dashboard/chi-siamo', label: 'Chi siamo', icon: Info },
];

export default function DashboardLayout({ loaderData }: Route.ComponentProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [productsOpen, setProductsOpen] = useState(true);
  const location = useLocation();
  const navigate = useNavigate();
  const { logout } = useSession();

  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);

  async function onLogout() {
    await logout();
    navigate('/');
  }

  return (
    <ToastProvider>
    <div className="dash">
      <a className="skip-link" href="#dash-main">
        Vai al contenuto
      </a>
      <header className="dash-topbar">
        <button type="button" className="btn btn-ghost dash-menu-toggle" aria-expanded={menuOpen} aria-controls="dash-sidebar" onClick={() => setMenuOpen((v) => !v)}>
          {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          <span className="sr-only">{menuOpen ? 'Chiudi il menu' : 'Apri il menu'}</span>
        </button>
        <Link to="/dashboard/panoramica" className="dash-brand">
          Dashboard
        </Link>
        <span className="dash-user">{loaderData.username}</span>
      </header>
      <aside id="dash-sidebar" className={`dash-sidebar${menuOpen ? ' is-open' : ''}`} aria-label="Menu della dashboard">
        <nav>
          <ul>
            {NAV.map((item) => (
              <li key={item.to}>
                <div className="dash-nav-row">
                  <NavLink to={item.to} className="dash-nav-link">
                    <item.icon size={18} aria-hidden="true" />
                    {item.label}
                  </NavLink>
                  {item.submenu && (
                    <button
                      type="button"
                      className="dash-submenu-toggle"
                      aria-expanded={productsOpen}
                      aria-controls="dash-submenu-prodotti"
                      onClick={() => setProductsOpen((v) => !v)}
                    >
                      <ChevronDown size={16} aria-hidden="true" className={productsOpen ? 'rot-180' : ''} />
                      <span className="sr-only">Sottomenu prodotti</span>
                    </button>
                  )}
                </div>
                {item.submenu && productsOpen && (
                  <ul id="dash-submenu-prodotti" className="dash-submenu">
                    <li>
                      <NavLink to="/dashboard/prodotti" end className="dash-nav-link">
                        Tutti i prodotti
                      </NavLink>
                    </li>
                    <li>
                      <NavLink to="/dashboard/aggiungi-prodotto" className="dash-nav-link">
                        Nuovo prodotto
                      </NavLink>
                    </li>
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <button type="button" className="btn btn-ghost dash-logout" onClick={onLogout}>
          <LogOut size={18} aria-hidden="true" /> Logout
        </button>
      </aside>
      {menuOpen && <button type="button" className="dash-scrim" aria-label="Chiudi il menu" onClick={() => setMenuOpen(false)} />}
      <main id="dash-main" className="dash-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Link to="/" className="dash-home-fab" aria-label="Torna al sito">
        <Home size={20} aria-hidden="true" />
      </Link>
    </div>
    </ToastProvider>
  );
}
