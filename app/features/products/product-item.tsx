import { AlertTriangle, ExternalLink, Eye, FilePenLine, Pencil, RefreshCw, Sparkles, Star, X } from 'lucide-react';
import type { ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router';
import { DASH_MSG } from '../../../common/messages-dashboard.ts';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { Product } from '../../../common/types.ts';
import { formatPrice, PLACEHOLDER_IMAGE, productName } from '../../lib/format.ts';
import { IfRole } from '../../components/dashboard/list/index.ts';
import { formatDateTime } from '../../components/dashboard/format-dashboard.ts';
import { Badge, StatusBadge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ProductClicks } from './product-clicks.tsx';

export interface ProductItemHandlers {
  onGenerate(p: Product): void;
  onEdit(p: Product): void;
  onDelete(p: Product): void;
  /** 'Aggiorna dati da Amazon' for this product. */
  onRefresh(p: Product): void;
  /** Products being refreshed from Amazon right now. */
  isRefreshing(p: Product): boolean;
}

/** The ASIN the refresh reads: the preferred one, else the product's. */
export const refreshAsin = (p: Product) => p.asin_preferito || p.asin_prodotto;

const rating = (v: number | null) => (v === null ? DASH_MSG.dash : v.toLocaleString('it-IT', { maximumFractionDigits: 1 }));

/** ASIN, rating, price (discounted, else original, else a dash) and category: the card's facts. */
function Facts({ p }: { p: Product }) {
  return (
    <dl className="dash-facts">
      <div>
        <dt>{M.cardAsin}</dt>
        <dd className="mono">{p.asin_prodotto ?? DASH_MSG.dash}</dd>
      </div>
      <div>
        <dt>{M.cardRating}</dt>
        <dd>
          {p.valutazione_prodotto !== null && <Star size={14} aria-hidden="true" className="star" />}
          {rating(p.valutazione_prodotto)}
        </dd>
      </div>
      <div>
        <dt>{M.cardPrice}</dt>
        <dd>{formatPrice(p.prezzo_prodotto)}</dd>
      </div>
      <div>
        <dt>{M.cardCategory}</dt>
        <dd>{p.nome_categoria ?? M.noCategory}</dd>
      </div>
    </dl>
  );
}

/**
 * Where the Amazon data stands: when it was last read ('Mai aggiornato da Amazon' before the
 * first time), the last failure and its reason, 'Non disponibile su Amazon' when out of stock,
 * and the clicks on its Amazon links in the last 30 days.
 */
function AmazonStatus({ p }: { p: Product }) {
  return (
    <div className="dash-amazon">
      <p className="dash-amazon-at">{p.dati_aggiornati_at ? M.amazonDataAt(formatDateTime(p.dati_aggiornati_at)) : M.amazonNever}</p>
      <ProductClicks id={p.id} />
      {p.disponibile === false && <Badge tone="warning">{M.amazonUnavailable}</Badge>}
      {p.aggiornamento_fallito_at && (
        <p className="dash-amazon-failed">
          <AlertTriangle size={14} aria-hidden="true" />
          <span>
            {M.amazonFailed(formatDateTime(p.aggiornamento_fallito_at))}
            {p.aggiornamento_errore ? `: ${p.aggiornamento_errore}` : null}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * Review actions: generate when there is none; otherwise view (with its status badge) and edit.
 * Where space is short (grid tiles, phones) the buttons read "Vedi" / "Modifica" under the
 * "Recensione" line; the rest of the label stays for screen readers.
 */
function ReviewActions({ p, onGenerate }: { p: Product; onGenerate(p: Product): void }) {
  return (
    <div className="dash-review">
      <p className="dash-review-status">
        <span>{M.reviewLabel}</span>
        {p.stato_recensione ? <StatusBadge stato={p.stato_recensione} /> : <span className="muted">{M.reviewNone}</span>}
      </p>
      <div className="dash-review-actions">
        {p.ha_recensione ? (
          <>
            <Link to={`/articolo/${p.id}`} className="btn btn-secondary btn-sm">
              <Eye size={16} aria-hidden="true" />
              <span>
                {M.viewReviewShort}
                <span className="dash-label-rest"> {M.reviewWord}</span>
              </span>
            </Link>
            <Link to={`/dashboard/recensioni/${p.id}`} className="btn btn-secondary btn-sm">
              <FilePenLine size={16} aria-hidden="true" />
              <span>
                {M.editReviewShort}
                <span className="dash-label-rest"> {M.reviewWord}</span>
              </span>
            </Link>
          </>
        ) : (
          <Button size="sm" variant="primary" icon={<Sparkles size={16} aria-hidden="true" />} onClick={() => onGenerate(p)}>
            {M.generateReview}
          </Button>
        )}
      </div>
    </div>
  );
}

/**
 * 'Aggiorna dati da Amazon': disabled without an ASIN; while it runs it stays focusable, busy and
 * spinning, and a second press does nothing.
 */
function RefreshButton({ p, handlers }: { p: Product; handlers: ProductItemHandlers }) {
  const name = productName(p);
  const busy = handlers.isRefreshing(p);
  const hasAsin = Boolean(refreshAsin(p));
  const tip = hasAsin ? M.refreshProduct : M.refreshProductNoAsin;
  return (
    <button
      type="button"
      className={`icon-btn${busy ? ' is-busy' : ''}`}
      onClick={() => !busy && handlers.onRefresh(p)}
      disabled={!hasAsin}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      title={tip}
    >
      <RefreshCw size={18} aria-hidden="true" className={busy ? 'spin' : undefined} />
      <span className="sr-only">
        {tip}: {name}
      </span>
    </button>
  );
}

/** Go to product, refresh from Amazon, edit/close and delete (X): icon buttons with their names for screen readers. */
function ToolActions({ p, editing, handlers }: { p: Product; editing: boolean; handlers: ProductItemHandlers }) {
  const name = productName(p);
  return (
    <div className="dash-tools">
      {p.url_acquisto ? (
        <a className="icon-btn" href={p.url_acquisto} target="_blank" rel="noopener noreferrer sponsored" title={M.goToProduct}>
          <ExternalLink size={18} aria-hidden="true" />
          <span className="sr-only">
            {M.goToProduct}: {name}
          </span>
        </a>
      ) : (
        <span className="icon-btn is-disabled" title={M.goToProduct} aria-hidden="true">
          <ExternalLink size={18} />
        </span>
      )}
      {/* Refresh, edit and delete: an editor's (decision 0063). */}
      <IfRole min="editor">
        <RefreshButton p={p} handlers={handlers} />
        <button
          type="button"
          className={`icon-btn${editing ? ' is-active' : ''}`}
          onClick={() => handlers.onEdit(p)}
          aria-expanded={editing}
          title={editing ? M.closeEdit : M.editProduct}
        >
          {editing ? <X size={18} aria-hidden="true" /> : <Pencil size={18} aria-hidden="true" />}
          <span className="sr-only">
            {editing ? M.closeEdit : M.editProduct}: {name}
          </span>
        </button>
        <button type="button" className="icon-btn icon-btn-danger" onClick={() => handlers.onDelete(p)} title={M.deleteProduct}>
          <X size={18} aria-hidden="true" />
          <span className="sr-only">
            {M.deleteProduct}: {name}
          </span>
        </button>
      </IfRole>
    </div>
  );
}

/** An Amazon image that cannot be loaded (gone, blocked) shows the placeholder instead. */
function showPlaceholder(e: SyntheticEvent<HTMLImageElement>) {
  const img = e.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

/** A product in the grid view; `select` is its tick box, drawn over the image. */
export function ProductTile({ p, handlers, select }: { p: Product; handlers: ProductItemHandlers; select?: ReactNode }) {
  return (
    <article className="card dash-tile" aria-label={productName(p)}>
      <div className="media media-square">
        <img src={p.img_prodotto || PLACEHOLDER_IMAGE} alt={M.productImageAlt} loading="lazy" width={300} height={300} onError={showPlaceholder} />
        {select}
      </div>
      <div className="dash-tile-body">
        <h2 className="dash-product-title">{productName(p)}</h2>
        <Facts p={p} />
        <AmazonStatus p={p} />
        <ReviewActions p={p} onGenerate={handlers.onGenerate} />
        <ToolActions p={p} editing={false} handlers={handlers} />
      </div>
    </article>
  );
}

/** A product in the list view; the inline edit panel opens under it. `select`: its tick box, over the picture. */
export function ProductRow({ p, editing, handlers, select }: { p: Product; editing: boolean; handlers: ProductItemHandlers; select?: ReactNode }) {
  return (
    <div className="dash-prow">
      <div className="dash-prow-thumb media media-square">
        <img src={p.img_prodotto || PLACEHOLDER_IMAGE} alt={M.productImageAlt} loading="lazy" width={72} height={72} onError={showPlaceholder} />
        {select}
      </div>
      <div className="dash-prow-main">
        <h2 className="dash-product-title">{productName(p)}</h2>
        <Facts p={p} />
        <AmazonStatus p={p} />
      </div>
      <div className="dash-prow-actions">
        <ReviewActions p={p} onGenerate={handlers.onGenerate} />
        <ToolActions p={p} editing={editing} handlers={handlers} />
      </div>
    </div>
  );
}
