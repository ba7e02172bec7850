/**
 * The Italian strings of the dashboard's shell (top bar, user menu, sidebar, not found) and the
 * words its screens share. Each screen's own words are in its feature's catalogue:
 * messages-products.ts, messages-categories.ts, messages-reviews.ts, messages-guides.ts,
 * messages-news.ts, messages-prompts.ts, messages-trends.ts, messages-users.ts, messages-keys.ts,
 * messages-about.ts, messages-inbox.ts, messages-overview.ts (lists: messages-lists.ts).
 */
import { WORDS } from './messages-words.ts';
export const DASH_MSG = {
  // Shell
  dashboard: 'Dashboard',
  productsSubmenu: 'Sottomenu prodotti',
  backToSite: 'Torna al sito',
  logout: 'Logout',
  loading: 'Caricamento…',
  notFoundTitle: 'Pagina non trovata',
  notFoundText: 'Questa sezione della dashboard non esiste o non è ancora disponibile.',
  notFoundBack: 'Vai alla panoramica',
  sidebarLabel: 'Menu della dashboard',
  // User menu (top bar): ending the sessions of the other devices
  userMenu: (name: string) => `Menu utente: ${name}`,
  endOtherSessions: 'Esci da tutti gli altri dispositivi',
  endOtherSessionsTitle: 'Uscire da tutti gli altri dispositivi?',
  endOtherSessionsText: 'Gli accessi con il tuo account su altri browser e dispositivi verranno chiusi: lì servirà accedere di nuovo. Su questo dispositivo resti connesso.',
  endOtherSessionsConfirm: 'Esci dagli altri dispositivi',
  endOtherSessionsDone: (n: number) => (n === 0 ? 'Nessuna sessione aperta su altri dispositivi.' : `Sessioni chiuse sugli altri dispositivi: ${n}.`),
  endOtherSessionsError: 'Errore durante la chiusura delle altre sessioni.',
  // Sidebar (spec section 2 order)
  navOverview: 'Panoramica',
  navProducts: 'Prodotti',
  navAllProducts: 'Tutti i prodotti',
  navAddProduct: 'Aggiungi prodotto',
  navCategories: 'Categorie prodotti',
  navReviews: 'Recensioni',
  navGuides: 'Guide',
  navNews: 'Notizie',
  navTrends: 'Tendenze',
  navPrompts: 'Prompts',
  navUsers: 'Utenti',
  navKeys: 'Chiavi API',
  navAbout: 'Chi siamo',
  navMessages: 'Messaggi',
  unreadBadge: (n: number) => (n === 1 ? '1 messaggio da leggere' : `${n} messaggi da leggere`),

  // Common words
  save: WORDS.save,
  saving: 'Salvataggio…',
  cancel: WORDS.cancel,
  close: WORDS.close,
  delete: WORDS.delete,
  edit: WORDS.edit,
  dash: '—',
  fieldMax: (n: number) => `Può contenere al massimo ${n.toLocaleString('it-IT')} caratteri.`,
} as const;
