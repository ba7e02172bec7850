import { Eye, Rss, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { NEWS_MSG as N, NEWS_RELEVANCE_MAX } from '../../../common/messages-news.ts';
import type { News } from '../../../common/types.ts';
import { EditLink, IfTextRight, SelectBox, type Selection, StatusActions } from '../../components/dashboard/list/index.ts';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatShortDateTime } from '../../lib/format.ts';
import { ScheduleBadge } from '../../components/dashboard/schedule/index.ts';

/** A news item's picture (the source's, shown as it is), else the feed icon. */
export function NewsThumb({ src, width, height }: { src: string | null; width: number; height: number }) {
  return src ? (
    <img src={src} alt="" width={width} height={height} loading="lazy" referrerPolicy="no-referrer" />
  ) : (
    <span className="news-candidate-noimg" aria-hidden="true">
      <Rss size={20} />
    </span>
  );
}

/**
 * A saved news item: its tick box for the bulk actions, image, title (to its form), state, source,
 * date and relevance, summary, and Modifica, Visualizza, Pubblica (unless published), Archivia
 * (unless archived), Elimina.
 */
export function NewsItem({
  news: n,
  editHref,
  selection,
  busy,
  onPublish,
  onArchive,
  onDelete,
}: {
  news: News;
  /** The address of the item's own page, carrying the list's filters, search and page. */
  editHref: string;
  selection: Selection;
  busy: boolean;
  onPublish(): void;
  onArchive(): void;
  onDelete(): void;
}) {
  return (
    <li className="news-item">
      <NewsThumb src={n.immagine_url} width={120} height={80} />
      <div className="news-item-text">
        <div className="news-item-head">
          <SelectBox selection={selection} id={n.id} name={n.titolo} />
          <h3>
            <Link to={editHref}>{n.titolo}</Link>
          </h3>
          <StatusBadge stato={n.stato} />
          <ScheduleBadge at={n.pubblicazione_programmata} />
        </div>
        <p className="news-meta muted">
          {n.fonte ?? N.noSource}
          {n.data_pubblicazione && <> · {formatShortDateTime(n.data_pubblicazione)}</>}
          {' · '}
          <span className="news-relevance" title={N.relevanceOf(n.rilevanza)}>
            <span className="sr-only">{N.relevanceOf(n.rilevanza)}</span>
            <span aria-hidden="true">
              {'●'.repeat(n.rilevanza)}
              {'○'.repeat(NEWS_RELEVANCE_MAX - n.rilevanza)}
            </span>
          </span>
        </p>
        {n.sommario && <p className="news-item-summary">{n.sommario}</p>}
        <div className="row-actions news-item-actions">
          <EditLink text={n} to={editHref} label={N.edit} />
          <a className="btn btn-ghost btn-sm" href={`/notizie/${n.slug}`} target="_blank" rel="noopener noreferrer">
            <Eye size={16} aria-hidden="true" /> {N.view}
          </a>
          <StatusActions kind="notizia" item={n} busy={busy} onPublish={onPublish} onArchive={onArchive} />
          <IfTextRight text={n} right="remove">
            <Button size="sm" variant="danger" icon={<Trash2 size={16} aria-hidden="true" />} onClick={onDelete}>
              {N.delete}
            </Button>
          </IfTextRight>
        </div>
      </div>
    </li>
  );
}
