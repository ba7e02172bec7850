import { useMutation, useQuery } from '@tanstack/react-query';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { INBOX_MSG as M } from '../../../common/messages-inbox.ts';
import type { InboxMessage } from '../../../common/types-dashboard.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { QueryView } from '../../components/dashboard/query-view.tsx';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { deleteMessage, messageKeys, messagesQuery, setMessageRead } from '../../entities/messages/api.ts';

/** The contact inbox (beyond the spec): newest first, read/unread, reply by e-mail, delete. */
export function MessagesPage() {
  const query = useQuery(messagesQuery());
  const setRead = useMutation({ mutationFn: setMessageRead, meta: { error: M.messagesUpdateError, invalidates: [messageKeys.all] } });
  const remove = useDeleteConfirmation<InboxMessage>({
    remove: (m) => deleteMessage(m.id),
    title: () => M.messagesDeleteTitle,
    message: (m) => M.messagesDeleteConfirm(m.nome),
    success: () => M.messagesDeleted,
    failure: () => M.messagesDeleteError,
    invalidates: [messageKeys.all],
  });
  const busy = (m: InboxMessage) => setRead.isPending && setRead.variables?.id === m.id;

  return (
    <section>
      <PageHeader title={M.messagesTitle} description={M.messagesIntro} />
      <QueryView query={query} loadingLabel={M.messagesLoading} errorMessage={M.messagesLoadError} empty={M.messagesEmpty}>
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
                      loading={busy(m)}
                      icon={m.letto ? <Mail size={16} aria-hidden="true" /> : <MailOpen size={16} aria-hidden="true" />}
                      onClick={() => setRead.mutate({ id: m.id, letto: !m.letto })}
                    >
                      {m.letto ? M.messagesMarkUnread : M.messagesMarkRead}
                    </Button>
                    <a className="btn btn-ghost btn-sm" href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.oggetto}`)}`}>
                      <Reply size={16} aria-hidden="true" /> {M.messagesReply}
                    </a>
                    <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={() => remove.ask(m)}>
                      {DASH_MSG.delete}
                    </Button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      {remove.dialog}
    </section>
  );
}
