import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EDITOR_PAGE_MSG as M } from '../../../../common/messages-editor-page.ts';
import { ErrorState, LoadingState } from '../../ui/states.tsx';
import { PageHeader } from '../page-header.tsx';
import { useBackToList } from './back-link.ts';
import { MissingBlocks } from './missing-blocks.tsx';

/** The header every editor page starts with: its title, the text's own under it, and 'Torna all’elenco'. */
export function EditorPageHeader({ title, description, list }: { title: string; description?: ReactNode; list: string }) {
  const back = useBackToList(list);
  return (
    <PageHeader
      title={title}
      description={description}
      actions={
        <Link className="btn btn-ghost" to={back}>
          <ArrowLeft size={18} aria-hidden="true" /> {M.back}
        </Link>
      }
    />
  );
}

/** A section of the side panel, under its own heading. */
export function AsideSection({ title, children, className }: { title: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`editor-aside-section${className ? ` ${className}` : ''}`}>
      <h2 className="editor-aside-title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The side panel's sections, in the order every type shows them; a type leaves out those it has
 * not. `extra` takes whatever is slotted in later (SEO, presence…), after the rest.
 */
export interface EditorAside {
  /** Above the sections: a notice that concerns the whole text (someone else editing it…). */
  notice?: ReactNode;
  /** The text's HTML (a guide: its parts): blocks whose product is gone are listed (MissingBlocks). */
  texts?: string | readonly string[];
  status?: ReactNode;
  schedule?: ReactNode;
  category?: ReactNode;
  cover?: ReactNode;
  outline?: ReactNode;
  claims?: ReactNode;
  history?: ReactNode;
  /** The search-engine fields (SeoPanel, with its own heading). */
  seo?: ReactNode;
  extra?: ReactNode;
}

export interface EditorPageProps {
  /** The list the page belongs to ('/dashboard/recensioni'): 'Torna all’elenco' goes there with its filters. */
  list: string;
  title: string;
  /** Under the title: the text's own title or product. */
  description?: ReactNode;
  /** Above the columns: the offer of a newer version, a generation's progress… */
  banner?: ReactNode;
  /** Above the columns too, at every width: the review before publishing (ReviewFlowSection), the editor's note in view. */
  review?: ReactNode;
  /** The main column: title, subtitle, body. */
  children: ReactNode;
  aside: EditorAside;
  /** The save bar's content: the save button and state first, then any other action (a preview…). */
  saveBar: ReactNode;
  /** The dialogs (conflict, publishing gate…), outside the layout. */
  dialogs?: ReactNode;
  /** A save is running. */
  busy?: boolean;
}

/**
 * The one layout of a review's, guide's and news item's page: the header with the way back to the
 * list, the main column, the side panel (beside it from ~1024 px, below it under), and a save bar
 * that stays in view at the bottom of the window.
 */
export function EditorPage({ list, title, description, banner, review, children, aside, saveBar, dialogs, busy }: EditorPageProps) {
  const sections = [
    aside.status && (
      <AsideSection key="status" title={M.status}>
        {aside.status}
      </AsideSection>
    ),
    aside.schedule && (
      <AsideSection key="schedule" title={M.schedule}>
        {aside.schedule}
      </AsideSection>
    ),
    aside.category && (
      <AsideSection key="category" title={M.category}>
        {aside.category}
      </AsideSection>
    ),
    aside.cover && (
      <AsideSection key="cover" title={M.cover}>
        {aside.cover}
      </AsideSection>
    ),
    aside.seo && (
      <div key="seo" className="editor-aside-section">
        {aside.seo}
      </div>
    ),
    aside.outline && (
      <div key="outline" className="editor-aside-section">
        {aside.outline}
      </div>
    ),
    aside.claims && (
      <AsideSection key="claims" title={M.claims} className="editor-aside-claims">
        {aside.claims}
      </AsideSection>
    ),
    aside.history && (
      <AsideSection key="history" title={M.history}>
        {aside.history}
      </AsideSection>
    ),
  ];
  return (
    <section className="editor-page" aria-busy={busy || undefined}>
      <EditorPageHeader title={title} description={description} list={list} />
      {banner}
      {review}
      <div className="editor-page-grid">
        <div className="editor-page-main panel">{children}</div>
        <aside className="editor-page-aside" aria-label={M.aside}>
          {aside.notice}
          {aside.texts !== undefined && <MissingBlocks html={aside.texts} />}
          {sections}
          {aside.extra}
        </aside>
      </div>
      <div className="editor-page-savebar" role="region" aria-label={M.saveBar}>
        {saveBar}
      </div>
      {dialogs}
    </section>
  );
}

/** The page while its text loads, when it does not exist ('Testo non trovato.') or cannot be read. */
export function EditorPageState({
  list,
  title,
  state,
  onRetry,
  children,
}: {
  list: string;
  title: string;
  state: 'loading' | 'not-found' | 'error';
  onRetry?: () => void;
  /** Under 'Testo non trovato.': what the type offers instead (a product without review: write one). */
  children?: ReactNode;
}) {
  return (
    <section className="editor-page">
      <EditorPageHeader title={title} list={list} />
      {state === 'loading' && <LoadingState label={M.loading} />}
      {state === 'not-found' && (
        <div className="state state-empty" role="alert">
          <p>{M.notFound}</p>
          <p className="muted">{M.notFoundHint}</p>
          {children}
        </div>
      )}
      {state === 'error' && <ErrorState message={M.loadError} onRetry={onRetry} />}
    </section>
  );
}

/** Which state a page's query is in: an answer of 404 means the text does not exist. */
export function loadState(query: { isError: boolean; error: unknown; data?: unknown }): 'loading' | 'not-found' | 'error' | 'ready' {
  if (query.isError) return (query.error as { status?: number } | null)?.status === 404 ? 'not-found' : 'error';
  return query.data === undefined ? 'loading' : 'ready';
}
