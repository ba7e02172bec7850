import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DASH_MSG as M } from '../../../common/messages-dashboard.ts';
import type { InboxMessage } from '../../../common/types-dashboard.ts';
import { useDashboardContext } from '../../components/dashboard/dashboard-context.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { ResourceView } from '../../components/dashboard/resource-view.tsx';
import { useDashboardApi, useResource } from '../../components/dashboard/use-dashboard-api.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { api, errorMessage } from '../../lib/api.ts';

export function meta() {
  return [{ title: `${M.messagesTitle} — ${M.dashboard}` }];
}

/** The contact inbox (beyond the spec): newest first, read/unread, reply by e-mail, delete. */
export default function Messaggi() {
  const call = useDashboardApi();
  const toast = useToast();
  const { refreshUnread } = useDashboardContext();
  const { state, reload, update } = useResource<InboxMessage[]>('/api/messaggi');
  const [busyId, setBusyId] = useState<number | null>(null);
  const remove = useDeleteConfirmation<InboxMessage>({
    remove: (m) => api(`/api/messaggi/${m.id}`, { method: 'DELETE' }),
    title: () => M.messagesDeleteTitle,
    message: (m) => M.messagesDeleteConfirm(m.nome),
    success: () => M.messagesDeleted,
    failure: () => M.messagesDeleteError,
    onDeleted: (m) => {
      update((list) => list.filter((x) => x.id !== m.id));
      refreshUnread();
    },
  });

  async function setRead(m: InboxMessage, letto: boolean) {
    setBusyId(m.id);
    try {
      await call(`/api/messaggi/${m.id}`, { method: 'PATCH', body: { letto } });
      update((list) => list.map((x) => (x.id === m.id ? { ...x, letto } : x)));
      refreshUnread();
    } catch (err) {
      toast.error(errorMessage(err, M.messagesUpdateError));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section>
      <PageHeader title={M.messagesTitle} description={M.messagesIntro} />
      <ResourceView
        resource={state}
        loadingLabel={M.messagesLoading}
        errorMessage={M.messagesLoadError}
        onRetry={() => void reload()}
        empty={M.messagesEmpty}
      >
        {(messages) => (
          <ul className="inbox">
            {messages.map((m) => (
              <li key={m.id}>
                <article className={`card inbox-item${m.letto ? '' : ' is-unread'}`} aria-labelledby={`messaggio-${m.id}`}>
                  <header className="inbox-item-header">
                    <h2 id={`messaggio-${m.id}`} className="inbox-subject">
                      {m.oggetto}
                    </h2>
                    {m.letto ? <Badge tone="neutral">{M.messagesRead}</Badge> : <Badge tone="accent">{M.messagesUnread}</Badge>}
                  </header>
                  <p className="inbox-meta">
                    <span>
                      {M.messagesFrom} <strong>{m.nome}</strong> &lt;<a href={`mailto:${m.email}`}>{m.email}</a>&gt;
                    </span>
                    <span>
                      {M.messagesReceived} <time dateTime={m.created_at}>{formatDateTime(m.created_at)}</time>
                    </span>
                  </p>
                  <p className="inbox-body">{m.messaggio}</p>
                  <div className="row-actions">
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busyId === m.id}
                      icon={m.letto ? <Mail size={16} aria-hidden="true" /> : <MailOpen size={16} aria-hidden="true" />}
                      onClick={() => void setRead(m, !m.letto)}
                    >
                      {m.letto ? M.messagesMarkUnread : M.messagesMarkRead}
                    </Button>
                    <a className="btn btn-ghost btn-sm" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.oggetto}`)}`}>
                      <Reply size={16} aria-hidden="true" /> {M.messagesReply}
                    </a>
                    <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(m)}>
                      {M.delete}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
      {remove.dialog}
    </section>
  );
}
