import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Plus, RefreshCw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { NEWS_MSG as N } from '../../../common/messages-news.ts';
import { feedSourceCreateSchema, newsErrorMessage } from '../../../common/schemas-news.ts';
import type { FeedSource } from '../../../common/types-news.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { describedBy, Field } from '../../components/ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { addFeedSource, deleteFeedSource, feedKeys, feedSourcesQuery, readFeedSources, updateFeedSource } from '../../entities/feeds/api.ts';
import { FeedSourceCard } from './feed-source-card.tsx';

/**
 * The feed sources (beyond the spec): list, add, disable and remove RSS/Atom feeds; each
 * shows when it was last read, its validators (ETag/Last-Modified) and its last error.
 */
export function FeedSourcesPage() {
  const queryClient = useQueryClient();
  const uid = useId();
  const sources = useQuery(feedSourcesQuery());
  const [url, setUrl] = useState('');
  const [nome, setNome] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const add = useMutation({
    mutationFn: addFeedSource,
    meta: { success: N.sourceAdded, invalidates: [feedKeys.all] },
    onSuccess: () => {
      setUrl('');
      setNome('');
    },
  });
  // The server's refusal stays next to the field (not in a toast): the editor fixes it there.
  const error = invalid ?? (add.error ? errorMessage(add.error, N.errSourceSave) : null);
  const toggle = useMutation({ mutationFn: updateFeedSource, meta: { error: N.errSourceSave, invalidates: [feedKeys.all] } });
  const readNow = useMutation({
    mutationFn: readFeedSources,
    meta: { error: N.errFeed },
    onSuccess: (list) => queryClient.setQueryData(feedKeys.all, list),
  });
  const removal = useDeleteConfirmation<FeedSource>({
    remove: (s) => deleteFeedSource(s.id),
    title: () => N.sourceRemove,
    message: (s) => N.sourceRemoveConfirm(s.nome),
    success: () => N.sourceRemoved,
    failure: () => N.errSourceRemove,
    invalidates: [feedKeys.all],
  });

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const check = feedSourceCreateSchema.safeParse({ url, nome });
    if (!check.success) return setInvalid(newsErrorMessage(check.error));
    setInvalid(null);
    add.mutate({ url: url.trim(), nome: nome.trim() || null });
  }

  const urlId = `${uid}-url`;
  const nomeId = `${uid}-nome`;

  return (
    <section className="feed-sources-page">
      <PageHeader
        title={N.sourcesTitle}
        description={N.sourcesIntro}
        actions={
          <>
            <Link className="btn btn-ghost" to="/dashboard/notizie">
              <ArrowLeft size={18} aria-hidden="true" /> {N.back}
            </Link>
            <Button loading={readNow.isPending} icon={<RefreshCw size={18} aria-hidden="true" />} onClick={() => readNow.mutate()}>
              {N.sourceReadNow}
            </Button>
          </>
        }
      />

      <form className="panel feed-source-form" onSubmit={onSubmit} noValidate>
        <Field id={urlId} label={N.sourceUrl} required error={error}>
          <input
            id={urlId}
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(urlId, { error })}
            onChange={(e) => {
              setUrl(e.target.value);
              add.reset();
            }}
          />
        </Field>
        <Field id={nomeId} label={N.sourceName} hint={N.sourceNameHint}>
          <input id={nomeId} type="text" value={nome} aria-describedby={describedBy(nomeId, { hint: true })} onChange={(e) => setNome(e.target.value)} />
        </Field>
        <Button type="submit" variant="primary" loading={add.isPending} icon={<Plus size={18} aria-hidden="true" />}>
          {add.isPending ? N.sourceAdding : N.sourceAdd}
        </Button>
      </form>

      <QueryView query={sources} loadingLabel={DASH_MSG.loading} errorMessage={N.errSources} empty={N.sourcesEmpty}>
        {(list) => (
          <ul className="feed-source-list" aria-busy={readNow.isPending || undefined}>
            {list.map((s) => (
              <FeedSourceCard
                key={s.id}
                source={s}
                toggling={toggle.isPending && toggle.variables.id === s.id}
                onToggle={() => toggle.mutate({ id: s.id, attivo: !s.attivo })}
                onRemove={() => removal.ask(s)}
              />
            ))}
          </ul>
        )}
      </QueryView>
      {removal.dialog}
    </section>
  );
}
