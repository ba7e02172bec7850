import { ChevronDown, ChevronUp, ExternalLink, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import type { Guide, Product } from '../../../common/types.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { EditLink, IfTextRight, SelectBox, type Selection, StatusActions } from '../../components/dashboard/list/index.ts';
import { RichText } from '../../components/site/rich-text.tsx';
import { StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { ScheduleBadge } from '../../components/dashboard/schedule/index.ts';

export interface GuideCardHandlers {
  /** The address of the guide's own page (its Modifica is a link: it opens in a new tab too). */
  editHref(g: Guide): string;
  onExpand(g: Guide, expanded: boolean): void;
  onRegenerate(g: Guide): void;
  onDelete(g: Guide): void;
  onPublish(g: Guide): void;
  onArchive(g: Guide): void;
  /** The guide whose publish or archive call is running. */
  busy(g: Guide): boolean;
}

/**
 * A saved guide (spec section 2): cover, title, status badge, the content preview (introduction,
 * per-product sections, conclusion) collapsed until Espandi — a click outside collapses it —, and
 * the actions Modifica (the guide's own page), Visualizza (public page, new tab), Espandi/Comprimi, Rigenera,
 * Elimina, Pubblica (hidden when published), Archivia (hidden when archived). In a list with bulk
 * actions, a tick box before the title selects it.
 */
export function GuideCard({
  guide,
  products,
  expanded,
  handlers,
  selection,
}: {
  guide: Guide;
  products: ReadonlyMap<number, Product>;
  expanded: boolean;
  handlers: GuideCardHandlers;
  selection?: Selection;
}) {
  const ref = useRef<HTMLElement>(null);
  const contentId = `guida-${guide.id}-contenuto`;
  const c = guide.contenuto;
  const empty = !c.introduzione && !c.conclusione && c.sezioni.every((s) => !s.testo);
  const busy = handlers.busy(guide);

  // A click outside an expanded card collapses it (like the reviews' cards).
  useEffect(() => {
    if (!expanded) return;
    const onPointer = (e: PointerEvent) => {
      const target = e.target as Node | null;
      if (ref.current && target && !ref.current.contains(target) && document.body.contains(target) && !(target as Element).closest?.('dialog')) {
        handlers.onExpand(guide, false);
      }
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [expanded, guide, handlers]);

  return (
    <article ref={ref} className="card guide-dash-card" aria-labelledby={`guida-${guide.id}-titolo`}>
      <div className="guide-dash-media media media-wide">
        <img src={guide.immagine_url || PLACEHOLDER_IMAGE} alt="" width={480} height={270} loading="lazy" />
      </div>
      <div className="guide-dash-body">
        <div className="guide-dash-head">
          {selection && <SelectBox selection={selection} id={guide.id} name={guide.titolo} />}
          <h2 id={`guida-${guide.id}-titolo`} className="guide-dash-title">
            {guide.titolo}
          </h2>
          <StatusBadge stato={guide.stato} />
          <ScheduleBadge at={guide.pubblicazione_programmata} />
        </div>
        <p className="guide-dash-meta">
          <span>{G.cardUpdated(formatDateTime(guide.updated_at))}</span>
          <span>{G.cardProducts(guide.prodotti.length)}</span>
        </p>
        <div id={contentId} className={`guide-dash-content${expanded ? ' is-expanded' : ''}`}>
          {empty ? (
            <p className="muted">{G.cardEmpty}</p>
          ) : (
            <>
              {c.introduzione && <RichText html={c.introduzione} className="guide-dash-part" />}
              {c.sezioni.map((s, i) => (
                <div key={i} className="guide-dash-part">
                  {s.id_prodotto !== null && (
                    <h3 className="guide-dash-section-title">
                      {i + 1}. {products.get(s.id_prodotto) ? productName(products.get(s.id_prodotto)!) : G.productMissing(s.id_prodotto)}
                    </h3>
                  )}
                  {s.testo && <RichText html={s.testo} />}
                </div>
              ))}
              {c.conclusione && <RichText html={c.conclusione} className="guide-dash-part" />}
            </>
          )}
        </div>
        <div className="guide-dash-actions">
          <EditLink text={guide} to={handlers.editHref(guide)} label={G.actionEdit} />
          <a className="btn btn-secondary btn-sm" href={`/guida/${guide.id}`} target="_blank" rel="noopener">
            <ExternalLink size={16} aria-hidden="true" /> {G.actionView}
            <span className="sr-only"> {G.actionViewHint(guide.titolo)}</span>
          </a>
          {!empty && (
            <Button
              size="sm"
              variant="ghost"
              icon={expanded ? <ChevronUp size={16} aria-hidden="true" /> : <ChevronDown size={16} aria-hidden="true" />}
              aria-expanded={expanded}
              aria-controls={contentId}
              onClick={() => handlers.onExpand(guide, !expanded)}
            >
              {expanded ? G.actionCollapse : G.actionExpand}
            </Button>
          )}
          <IfTextRight text={guide} right="edit">
            <Button size="sm" variant="ghost" icon={<RefreshCw size={16} aria-hidden="true" />} onClick={() => handlers.onRegenerate(guide)} disabled={busy}>
              {G.actionRegenerate}
            </Button>
          </IfTextRight>
          <StatusActions kind="guida" item={guide} busy={busy} onPublish={() => handlers.onPublish(guide)} onArchive={() => handlers.onArchive(guide)} />
          <IfTextRight text={guide} right="remove">
            <Button
              size="sm"
              variant="danger"
              className="guide-dash-delete"
              icon={<Trash2 size={16} aria-hidden="true" />}
              onClick={() => handlers.onDelete(guide)}
              disabled={busy}
            >
              {G.actionDelete}
            </Button>
          </IfTextRight>
        </div>
      </div>
    </article>
  );
}
