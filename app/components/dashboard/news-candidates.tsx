import { Check, ExternalLink, Plus, Rss } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CANDIDATES_PAGE, NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { FeedSource, NewsCandidate } from '../../../common/types-news.ts';
import { errorMessage } from '../../lib/api.ts';
import { formatShortDateTime } from '../../lib/format.ts';
import { Button } from '../ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import { useToast } from '../ui/toast.tsx';
import { useDashboardApi } from './use-dashboard-api.ts';

type AddState = 'adding' | 'added';

/** Keyed as the spec says (section 4): source link, else link, else title. */
const keyOf = (c: NewsCandidate) => c.link_fonte || c.link || c.titolo;

/**
 * The candidates panel of 'Notizie geopolitica' (spec sections 2, 4, 9): what the feed job (or the
 * last 'Ingest da feed') read, 5 at a time ('Carica altre 5 notizie' appends 5 more), each with
 * 'Aggiungi a bozze' → 'Aggiungo...' → 'Aggiunto a bozze!' (then disabled). Sources that could not
 * be read are listed with their error after an ingest.
 */
export function NewsCandidates({ ingestTick, onIngestDone, onAdded }: { ingestTick: number; onIngestDone(): void; onAdded(): void }) {
  const call = useDashboardApi();
  const toast = useToast();
  const [state, setState] = useState<{ status: 'loading' } | { status: 'error' } | { status: 'ready'; list: NewsCandidate[] }>({ status: 'loading' });
  const [shown, setShown] = useState(CANDIDATES_PAGE);
  const [adding, setAdding] = useState<ReadonlyMap<string, AddState>>(new Map());
  const [failed, setFailed] = useState<FeedSource[]>([]);
  const [ingesting, setIngesting] = useState(false);

  const load = useCallback(async () => {
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', list: await call<NewsCandidate[]>('/api/notizie/candidati') });
    } catch {
      setState({ status: 'error' });
    }
  }, [call]);

  useEffect(() => {
    void load();
  }, [load]);

  // 'Ingest da feed' in the page header bumps the tick.
  useEffect(() => {
    if (ingestTick === 0) return;
    let cancelled = false;
    (async () => {
      setIngesting(true);
      try {
        const list = await call<NewsCandidate[]>('/api/notizie/ingest-feed', { method: 'POST', body: {} });
        if (cancelled) return;
        setState({ status: 'ready', list });
        setShown(CANDIDATES_PAGE);
        const sources = await call<FeedSource[]>('/api/fonti-feed').catch(() => [] as FeedSource[]);
        if (!cancelled) setFailed(sources.filter((s) => s.attivo && s.ultimo_errore));
      } catch (err) {
        if (!cancelled) toast.error(errorMessage(err, N.errFeed));
      } finally {
        if (!cancelled) {
          setIngesting(false);
          onIngestDone();
        }
      }
    })();
    return () => {
      cancelled = true;
    };
    // onIngestDone is stable enough: only a new tick starts a read
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ingestTick, call, toast]);

  async function add(c: NewsCandidate) {
    const key = keyOf(c);
    if (adding.get(key)) return;
    setAdding((m) => new Map(m).set(key, 'adding'));
    try {
      const saved = await call<{ avviso: string | null }>('/api/notizie/bozze', {
        method: 'POST',
        body: {
          titolo: c.titolo,
          sommario: c.sommario,
          descrizione: c.descrizione,
          fonte: c.fonte,
          link_fonte: c.link_fonte,
          link: c.link,
          data_pubblicazione: c.data_pubblicazione,
          immagine_url: c.immagine_url,
          immagine_autore: c.immagine_autore,
        },
      });
      setAdding((m) => new Map(m).set(key, 'added'));
      if (saved.avviso) toast.error(saved.avviso, 6000);
      onAdded();
    } catch (err) {
      setAdding((m) => {
        const next = new Map(m);
        next.delete(key);
        return next;
      });
      toast.error(errorMessage(err, N.errDraft));
    }
  }

  let body;
  if (ingesting && state.status !== 'ready') body = <LoadingState label={N.ingesting} />;
  else if (state.status === 'loading') body = <LoadingState label={N.ingesting} />;
  else if (state.status === 'error') body = <ErrorState message={N.errFeed} onRetry={() => void load()} />;
  else if (state.list.length === 0) body = <EmptyState message={N.candidatesEmpty} />;
  else {
    const visible = state.list.slice(0, shown);
    body = (
      <>
        <ul className="news-candidates" aria-busy={ingesting || undefined}>
          {visible.map((c) => {
            const status = c.salvata ? 'added' : adding.get(keyOf(c));
            return (
              <li key={keyOf(c)} className="news-candidate">
                {c.immagine_url ? (
                  <img src={c.immagine_url} alt="" width={96} height={64} loading="lazy" referrerPolicy="no-referrer" />
                ) : (
                  <span className="news-candidate-noimg" aria-hidden="true">
                    <Rss size={20} />
                  </span>
                )}
                <div className="news-candidate-text">
                  <h3>{c.titolo}</h3>
                  <p className="news-meta muted">
                    {c.fonte ?? N.noSource}
                    {c.data_pubblicazione && <> · {formatShortDateTime(c.data_pubblicazione)}</>}
                  </p>
                  {c.sommario && <p className="news-candidate-summary">{c.sommario}</p>}
                </div>
                <div className="news-candidate-actions">
                  <Button
                    size="sm"
                    variant={status === 'added' ? 'ghost' : 'primary'}
                    disabled={status !== undefined}
                    loading={status === 'adding'}
                    icon={status === 'added' ? <Check size={16} aria-hidden="true" /> : status === 'adding' ? undefined : <Plus size={16} aria-hidden="true" />}
                    onClick={() => void add(c)}
                  >
                    {status === 'added' ? N.added : status === 'adding' ? N.adding : N.addToDrafts}
                  </Button>
                  {(c.link_fonte || c.link) && (
                    <a className="link-subtle" href={(c.link_fonte || c.link)!} target="_blank" rel="noopener noreferrer nofollow">
                      <ExternalLink size={14} aria-hidden="true" /> {N.openSource}
                    </a>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <div className="news-candidates-more">
          <p className="muted" aria-live="polite">
            {N.candidatesCount(visible.length, state.list.length)}
          </p>
          {shown < state.list.length && (
            <Button size="sm" onClick={() => setShown((n) => n + CANDIDATES_PAGE)}>
              {N.loadMore}
            </Button>
          )}
        </div>
      </>
    );
  }

  return (
    <section className="panel news-candidates-panel" aria-labelledby="news-candidates-title" aria-busy={ingesting || undefined}>
      <div className="news-panel-head">
        <h2 id="news-candidates-title" className="panel-title">
          {N.candidatesTitle}
        </h2>
        {ingesting && (
          <p className="muted news-ingesting" role="status">
            <span className="spinner" aria-hidden="true" /> {N.ingesting}
          </p>
        )}
      </div>
      <p className="muted news-panel-hint">{N.candidatesHint}</p>
      {failed.length > 0 && (
        <div className="news-feed-errors" role="alert">
          <p>{N.sourcesFailed(failed.length)}</p>
          <ul>
            {failed.map((s) => (
              <li key={s.id}>
                <strong>{s.nome}</strong>: {s.ultimo_errore}
              </li>
            ))}
          </ul>
          <Link to="/dashboard/fonti-feed">{N.sourcesLink}</Link>
        </div>
      )}
      {body}
    </section>
  );
}
