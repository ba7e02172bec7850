import { useQuery } from '@tanstack/react-query';
import { NodeViewWrapper, type ReactNodeViewProps } from '@tiptap/react';
import { AlertTriangle, Image as ImageIcon, Package, Pencil, Table2, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { MSG } from '../../../../common/messages.ts';
import { COMPARISON_MAX_PRODUCTS, type ComparisonBlock, type ComparisonRow, GUIDE_PRODUCTS, type ImageBlock, type ProductBlock } from '../../../../common/content-blocks.ts';
import { specValue } from '../../../../common/spec-lines.ts';
import type { Product } from '../../../../common/types.ts';
import { formatPrice, PLACEHOLDER_IMAGE, productName } from '../../../lib/format.ts';
import { mediaThumb } from '../../../entities/media/thumbs.ts';
import { isGone, mediaItemQuery, type ProductState, useBlockProduct, useBlockProducts } from './block-data.ts';
import { type BlockNodeOptions, nodeBlock } from './block-nodes.ts';

/*
 * The blocks' previews inside the text (React node views): the box with the product's image,
 * name, rating and price; the comparison table as a small grid; the image as a thumbnail with its
 * caption. Each has 'Modifica' (its dialog) and 'Rimuovi'. What the preview reads is current data
 * (block-data.ts): a product or image gone from the catalogue or library says it will not show.
 */

interface FrameProps {
  props: ReactNodeViewProps;
  kind: string;
  icon: ReactNode;
  children: ReactNode;
}

/** The frame every preview shares: its kind, the content, Modifica and Rimuovi. */
function BlockFrame({ props, kind, icon, children }: FrameProps) {
  const { editor, getPos, deleteNode, selected, extension } = props;
  const { actions } = extension.options as BlockNodeOptions;
  const editable = editor.isEditable;
  const edit = () => {
    const pos = getPos();
    if (typeof pos === 'number') actions.editBlock(pos);
  };
  const remove = () => {
    deleteNode();
    editor.commands.focus();
  };
  return (
    <NodeViewWrapper className={`rte-block${selected ? ' is-selected' : ''}`} data-drag-handle="" contentEditable={false} aria-label={kind} role="group" title={M.blockHint}>
      <div className="rte-block-head">
        <span className="rte-block-kind">
          <span aria-hidden="true">{icon}</span> {kind}
        </span>
        {editable && (
          <span className="rte-block-actions">
            <button type="button" className="btn btn-ghost btn-sm" aria-label={M.editBlock(kind)} onMouseDown={(e) => e.preventDefault()} onClick={edit}>
              <Pencil size={14} aria-hidden="true" /> {M.edit}
            </button>
            <button type="button" className="btn btn-ghost btn-sm" aria-label={M.removeBlock(kind)} onMouseDown={(e) => e.preventDefault()} onClick={remove}>
              <Trash2 size={14} aria-hidden="true" /> {M.remove}
            </button>
          </span>
        )}
      </div>
      <div className="rte-block-body">{children}</div>
    </NodeViewWrapper>
  );
}

function Gone({ children }: { children: ReactNode }) {
  return (
    <p className="rte-block-gone" role="note">
      <AlertTriangle size={16} aria-hidden="true" /> {children}
    </p>
  );
}

function Failed({ message, retry }: { message: string; retry?: () => void }) {
  return (
    <p className="rte-block-error">
      {message}{' '}
      {retry && (
        <button type="button" className="btn btn-ghost btn-sm" onClick={retry}>
          {MSG.retry}
        </button>
      )}
    </p>
  );
}

export function ProductBoxView(props: ReactNodeViewProps) {
  const block = nodeBlock(props.node.attrs) as ProductBlock;
  const p = useBlockProduct(block.id);
  return (
    <BlockFrame props={props} kind={M.productBox} icon={<Package size={14} />}>
      {p.state === 'loading' && <p className="muted">{M.loadingProduct}</p>}
      {p.state === 'gone' && <Gone>{`${M.productId(block.id)} — ${M.productGone}`}</Gone>}
      {p.state === 'error' && <Failed message={M.productFailed} retry={p.retry} />}
      {p.state === 'ok' && (
        <div className="rte-box">
          <img src={p.product.img_prodotto || PLACEHOLDER_IMAGE} alt="" width={72} height={72} loading="lazy" />
          <div>
            <p className="rte-box-name">{productName(p.product)}</p>
            {p.product.valutazione_prodotto !== null && <p className="muted">{M.rating(p.product.valutazione_prodotto)}</p>}
            <p className="rte-box-price">{p.product.prezzo_prodotto === null ? M.noPrice : formatPrice(p.product.prezzo_prodotto)}</p>
          </div>
          <span className="rte-box-buy" aria-hidden="true">
            {M.buyButton}
          </span>
        </div>
      )}
    </BlockFrame>
  );
}

function rowLabel(row: ComparisonRow): string {
  return row.tipo === 'spec' ? row.chiave : (M.rowLabels[row.tipo] ?? row.tipo);
}

function cell(row: ComparisonRow, product: Product): string {
  if (row.tipo === 'spec') return specValue(product.specifiche_tecniche, row.chiave) ?? '—';
  if (row.tipo === 'valutazione') return product.valutazione_prodotto === null ? '—' : M.rating(product.valutazione_prodotto);
  if (row.tipo === 'prezzo') return formatPrice(product.prezzo_prodotto);
  return M.buyButton;
}

/** The columns of a table's preview: its products, a gone one named by its id. */
function ComparisonGrid({ block, ids, states }: { block: ComparisonBlock; ids: readonly number[]; states: ProductState[] }) {
  const gone = ids.filter((_id, i) => states[i]?.state === 'gone');
  return (
    <>
      {gone.length > 0 && <Gone>{`${gone.map((id) => M.productId(id)).join(', ')} — ${M.productGone}`}</Gone>}
      <div className="rte-compare-scroll">
        <table className="rte-compare">
          <thead>
            <tr>
              <td />
              {ids.map((id, i) => {
                const s = states[i];
                return (
                  <th key={id} scope="col">
                    {block.scelta === id && <span className="rte-compare-pick">{M.ourPick}</span>}
                    {s?.state === 'ok' ? productName(s.product) : M.productId(id)}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {block.righe.map((row) => (
              <tr key={row.tipo === 'spec' ? `spec:${row.chiave}` : row.tipo}>
                <th scope="row">{rowLabel(row)}</th>
                {ids.map((id, i) => {
                  const s = states[i];
                  return <td key={id}>{s?.state === 'ok' ? cell(row, s.product) : s?.state === 'loading' ? '…' : '—'}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.scelta !== null && block.motivo && (
        <p className="rte-compare-reason">
          {M.ourPick}: {block.motivo}
        </p>
      )}
    </>
  );
}

export function ComparisonView(props: ReactNodeViewProps) {
  const block = nodeBlock(props.node.attrs) as ComparisonBlock;
  const { actions } = props.extension.options as BlockNodeOptions;
  // A guide's own products: those the guide has now (the page reads them when it renders).
  const ids = block.ids === GUIDE_PRODUCTS ? (actions.guideProducts() ?? []).slice(0, COMPARISON_MAX_PRODUCTS) : block.ids;
  const states = useBlockProducts(ids);
  return (
    <BlockFrame props={props} kind={M.comparison} icon={<Table2 size={14} />}>
      {block.ids === GUIDE_PRODUCTS && (
        <>
          <p className="rte-box-name">{M.guideProducts}</p>
          <p className="muted">{M.guideProductsPreview}</p>
        </>
      )}
      {ids.length > 0 ? <ComparisonGrid block={block} ids={ids} states={states} /> : <p className="muted">{block.righe.map(rowLabel).join(' · ')}</p>}
    </BlockFrame>
  );
}

export function LibraryImageView(props: ReactNodeViewProps) {
  const block = nodeBlock(props.node.attrs) as ImageBlock;
  const q = useQuery(mediaItemQuery(block.id));
  return (
    <BlockFrame props={props} kind={M.image} icon={<ImageIcon size={14} />}>
      {q.isPending && <p className="muted">{M.loadingImage}</p>}
      {q.isError && (isGone(q.error) ? <Gone>{M.imageGone}</Gone> : <Failed message={M.imageFailed} retry={() => void q.refetch()} />)}
      {q.data && (
        <div className="rte-image">
          <img src={mediaThumb(q.data)} alt={q.data.alt ?? ''} width={q.data.larghezza ?? undefined} height={q.data.altezza ?? undefined} loading="lazy" />
          {!q.data.alt && <Gone>{M.imageAltMissing}</Gone>}
        </div>
      )}
      {block.didascalia && <p className="rte-image-caption">{block.didascalia}</p>}
    </BlockFrame>
  );
}
