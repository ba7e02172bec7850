import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, ExternalLink, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CANDIDATES_PAGE, NEWS_MSG as N } from '../../../common/messages-news.ts';
import type { IngestFeed, IngestFeedOutcome, NewsCandidate } from '../../../common/types-news.ts';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { feedSourcesQuery } from '../../entities/feeds/api.ts';
import { addDraft, candidatesQuery, type IngestEnd, ingestFeeds, type IngestStep, newsKeys } from '../../entities/news/api.ts';
import { NewsThumb } from './news-item.tsx';

/** A candidate being added, or added as the draft `id` (its form is one click away). */
type AddState = { status: 'adding' } | { status: 'added'; id: number };

/** Keyed as the spec says (section 4): source link, else link, else title. */
const keyOf = (c: NewsCandidate) => c.link_fonte || c.link || c.titolo;

/** The sources of a running 'Ingest da feed', each with its outcome once its read ended. */
interface IngestProgress {
  totale: number;
  letti: number;
  fonti: Array<IngestFeed & { esito?: IngestFeedOutcome }>;
}

function nextProgress(progress: IngestProgress | null, step: IngestStep): IngestProgress {
  if (step.tipo === 'inizio') return { totale: step.totale, letti: 0, fonti: step.fonti };
  const base = progress ?? { totale: step.totale, letti: 0, fonti: [] };
  return { ...base, letti: step.letti, fonti: base.fonti.map((f) => (f.id === step.id ? { ...f, esito: step } : f)) };
}

/**
 * 'Ingest da feed' (in the page header): every enabled source read now, within the server's bound.
 * While it runs, `progress` has each source and its outcome as it comes ('Letto 2 di 5
 * feed…'); at the end the candidates fill the panel and the sources that could not be read are
 * listed with their error. `round` counts the reads, so the panel starts again from its first 5.
 */
export function useFeedIngest() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [progress, setProgress] = useState<IngestProgress | null>(null);
  const [failed, setFailed] = useState<IngestEnd['fallite']>([]);
  const [round, setRound] = useState(0);
  const mutation = useMutation({
    mutationFn: async () => {
      let sources = 0;
      const end = await ingestFeeds((step) => {
        if (step.tipo === 'inizio') sources = step.totale;
        setProgress((p) => nextProgress(p, step));
      });
      return { end, sources };
    },
    meta: { error: N.errFeed, invalidates: [feedSourcesQuery().queryKey] },
    onMutate: () => setProgress(null),
    onSuccess: ({ end, sources }) => {
      queryClient.setQueryData(newsKeys.candidates, end.candidati);
      setFailed(end.fallite);
      setRound((r) => r + 1);
      if (sources === 0) toast.error(N.ingestNoSources);
    },
    onSettled: () => setProgress(null),
  });
  return { run: () => mutation.mutate(), busy: mutation.isPending, progress, failed, round };
}

export type FeedIngest = ReturnType<typeof useFeedIngest>;

/** What a source's line says while the read runs: reading, its items, nothing new, or its error. */
function outcomeText(outcome: IngestFeedOutcome | undefined): string {
  if (!outcome) return N.ingestFeedReading;
  if (outcome.esito === 'errore') return outcome.errore ?? N.errFeed;
  return outcome.esito === 'non-modificato' ? N.ingestFeedNotModified : N.ingestFeedItems(outcome.elementi ?? 0);
}

/** The running read: how many sources are done ('Lettura dei feed…' before the first), then each source's line. */
function IngestProgressView({ progress }: { progress: IngestProgress | null }) {
  return (
    <div className="news-ingest-progress">
      <p className="muted news-ingesting" role="status">
        <span className="spinner" aria-hidden="true" /> {progress && progress.letti > 0 ? N.ingestProgress(progress.letti, progress.totale) : N.ingesting}
      </p>
      {progress && progress.fonti.length > 0 && (
        <ul>
          {progress.fonti.map((f) => (
            <li key={f.id} className={`news-ingest-feed is-${f.esito?.esito ?? 'in-corso'}`}>
              <strong>{f.nome}</strong>: {outcomeText(f.esito)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The candidates panel of 'Notizie geopolitica' (spec sections 2, 4, 9): what the feed job (or the
 * last 'Ingest da feed') read, 5 at a time ('Carica altre 5 notizie' appends 5 more), each with
 * 'Aggiungi a bozze' → 'Aggiungo...' → 'Aggiunto a bozze!' (then disabled). While an ingest runs,
 * each source and how its read went; afterwards the sources that could not be read, with their error.
 */
export function NewsCandidates({ ingest }: { ingest: FeedIngest }) {
  const candidates = useQuery(candidatesQuery());

  let body;
  if (candidates.status === 'pending') body = <LoadingState label={N.ingesting} />;
  else if (candidates.status === 'error') body = <ErrorState message={N.errFeed} onRetry={() => void candidates.refetch()} />;
  else if (candidates.data.length === 0) body = <EmptyState message={N.candidatesEmpty} />;
  else body = <CandidateList key={ingest.round} list={candidates.data} busy={ingest.busy} />;

  return (
    <section className="panel news-candidates-panel" aria-labelledby="news-candidates-title" aria-busy={ingest.busy || undefined}>
      <div className="news-panel-head">
        <h2 id="news-candidates-title" className="panel-title">
          {N.candidatesTitle}
        </h2>
      </div>
      {ingest.busy && <IngestProgressView progress={ingest.progress} />}
      <p className="muted news-panel-hint">{N.candidatesHint}</p>
      {!ingest.busy && ingest.failed.length > 0 && (
        <div className="news-feed-errors" role="alert">
          <p>{N.sourcesFailed(ingest.failed.length)}</p>
          <ul>
            {ingest.failed.map((s) => (
              <li key={s.id}>
                <strong>{s.nome}</strong>: {s.errore}
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

/**
 * The candidates shown so far, with 'Aggiungi a bozze' on each; the saved list reloads after each
 * draft. 'Aggiunto a bozze!' comes with 'Apri la bozza', the new draft's form (the list
 * may be long); a candidate saved before links to its news item.
 */
function CandidateList({ list, busy }: { list: readonly NewsCandidate[]; busy: boolean }) {
  const toast = useToast();
  const [shown, setShown] = useState(CANDIDATES_PAGE);
  const [adding, setAdding] = useState<ReadonlyMap<string, AddState>>(new Map());
  const mark = (c: NewsCandidate, state: AddState | null) =>
    setAdding((m) => {
      const next = new Map(m);
      if (state) next.set(keyOf(c), state);
      else next.delete(keyOf(c));
      return next;
    });
  const add = useMutation({
    mutationFn: addDraft,
    meta: { error: N.errDraft, invalidates: [newsKeys.saved] },
    onMutate: (c) => mark(c, { status: 'adding' }),
    onSuccess: (saved, c) => {
      mark(c, { status: 'added', id: saved.id });
      if (saved.avviso) toast.error(saved.avviso, 6000);
    },
    onError: (_err, c) => mark(c, null),
  });

  const visible = list.slice(0, shown);
  return (
    <>
      <ul className="news-candidates" aria-busy={busy || undefined}>
        {visible.map((c) => {
          const state = adding.get(keyOf(c));
          const status = c.salvata ? 'added' : state?.status;
          const savedId = state?.status === 'added' ? state.id : c.id_notizia;
          return (
            <li key={keyOf(c)} className="news-candidate">
              <NewsThumb src={c.immagine_url} width={96} height={64} />
              <div className="news-candidate-text">
                <h3 id={`candidato-${c.id}`}>{c.titolo}</h3>
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
                  onClick={() => {
                    if (!adding.get(keyOf(c))) add.mutate(c);
                  }}
                >
                  {status === 'added' ? N.added : status === 'adding' ? N.adding : N.addToDrafts}
                </Button>
                {status === 'added' && savedId !== null && (
                  <Link className="link-subtle" to={`/dashboard/notizie/${savedId}`} aria-describedby={`candidato-${c.id}`}>
                    <Pencil size={14} aria-hidden="true" /> {state?.status === 'added' ? N.openDraft : N.openSaved}
                  </Link>
                )}
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
          {N.candidatesCount(visible.length, list.length)}
        </p>
        {shown < list.length && (
          <Button size="sm" onClick={() => setShown((n) => n + CANDIDATES_PAGE)}>
            {N.loadMore}
          </Button>
        )}
      </div>
    </>
  );
}
