import { ArrowDown, ArrowUp, ListChecks, X } from 'lucide-react';
import { useId } from 'react';
import { GUIDE_MSG as G } from '../../../common/messages-guides.ts';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState, LoadingState } from '../../components/ui/states.tsx';
import { productName } from '../../lib/format.ts';
import { GuideProductPicker } from './guide-product-picker.tsx';
import type { GuideEditorModel } from './use-guide-editor.ts';

/**
 * The products of a new guide (at most 10, in the order chosen): the numbered list with up, down
 * and remove, 'Scegli i prodotti' and its selector. Nothing moves while the AI writes.
 */
export function GuideProductsPanel({ editor }: { editor: GuideEditorModel }) {
  const { state, dispatch, byId, catalog } = editor;
  const { selected } = state;
  const busy = editor.generation.busy;
  const labelId = `${useId()}-prodotti-label`;

  return (
    <>
      <div className="guide-products-field" role="group" aria-labelledby={labelId}>
        <div className="guide-products-head">
          <span id={labelId} className="guide-products-label">
            {G.fProducts} <span aria-hidden="true">*</span>
          </span>
          <span className="muted guide-products-count">{G.productsSelected(selected.length)}</span>
        </div>
        {catalog.status === 'pending' && <LoadingState label={G.productsLoading} />}
        {catalog.status === 'error' && <ErrorState message={G.productsLoadError} onRetry={() => void catalog.refetch()} />}
        {catalog.status === 'success' && (
          <>
            {selected.length === 0 ? (
              <p className="muted guide-products-none">{G.productsNone}</p>
            ) : (
              <ol className="guide-products-list">
                {selected.map((id, i) => {
                  const product = byId.get(id);
                  const name = product ? productName(product) : G.productMissing(id);
                  return (
                    <li key={id}>
                      <span className="guide-products-index" aria-hidden="true">
                        {i + 1}.
                      </span>
                      <span className="guide-products-name">{name}</span>
                      <span className="row-actions">
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={G.productUp(name)}
                          disabled={i === 0 || busy}
                          onClick={() => dispatch({ type: 'move', index: i, delta: -1 })}
                        >
                          <ArrowUp size={16} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="icon-btn"
                          aria-label={G.productDown(name)}
                          disabled={i === selected.length - 1 || busy}
                          onClick={() => dispatch({ type: 'move', index: i, delta: 1 })}
                        >
                          <ArrowDown size={16} aria-hidden="true" />
                        </button>
                        <button
                          type="button"
                          className="icon-btn icon-btn-danger"
                          aria-label={G.productRemove(name)}
                          disabled={busy}
                          onClick={() => dispatch({ type: 'remove', id })}
                        >
                          <X size={16} aria-hidden="true" />
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
            <Button icon={<ListChecks size={18} aria-hidden="true" />} onClick={() => dispatch({ type: 'picker', open: true })} disabled={busy} aria-haspopup="dialog">
              {G.productsChoose}
            </Button>
          </>
        )}
      </div>
      {catalog.status === 'success' && (
        <GuideProductPicker
          open={state.pickerOpen}
          products={catalog.data}
          selected={selected}
          onChange={(ids) => dispatch({ type: 'choose', ids })}
          onClose={() => dispatch({ type: 'picker', open: false })}
        />
      )}
    </>
  );
}
