import { ArrowDown, ArrowUp, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import {
  COMPARISON_MAX_PRODUCTS,
  COMPARISON_MAX_ROWS,
  COMPARISON_MIN_PRODUCTS,
  COMPARISON_ROWS,
  type ComparisonBlock,
  type ComparisonRow,
  DEFAULT_COMPARISON_ROWS,
  GUIDE_PRODUCTS,
  REASON_MAX,
} from '../../../../common/content-blocks.ts';
import { BLOCKS_MSG as M } from '../../../../common/messages-blocks.ts';
import { FormDialog } from '../../dashboard/form-dialog.tsx';
import { specKeysOf } from '../../../../common/spec-lines.ts';
import { productName } from '../../../lib/format.ts';
import { type ProductState, useBlockProducts } from './block-data.ts';
import { useRememberProduct } from './product-box-dialog.tsx';
import { ProductSearch } from './product-search.tsx';

const rowId = (row: ComparisonRow) => (row.tipo === 'spec' ? `spec:${row.chiave}` : row.tipo);
const rowLabel = (row: ComparisonRow) => (row.tipo === 'spec' ? row.chiave : (M.rowLabels[row.tipo] ?? row.tipo));
const sameRow = (a: ComparisonRow, b: ComparisonRow) => rowId(a).toLowerCase() === rowId(b).toLowerCase();

/** Moves the item at `at` one place up (-1) or down (+1). */
function moved<T>(items: readonly T[], at: number, by: -1 | 1): T[] {
  const to = at + by;
  if (to < 0 || to >= items.length) return [...items];
  const out = [...items];
  [out[at], out[to]] = [out[to]!, out[at]!];
  return out;
}

/** A row not in the table yet: checking it adds it at the end. */
function RowOption({ row, disabled, onAdd }: { row: ComparisonRow; disabled: boolean; onAdd(): void }) {
  return (
    <label className="rte-choice">
      <input type="checkbox" checked={false} disabled={disabled} onChange={onAdd} /> {rowLabel(row)}
    </label>
  );
}

const nameOf = (id: number, s: ProductState | undefined) => (s?.state === 'ok' ? productName(s.product) : M.productId(id));

/** What the dialog starts from: the table edited, or a new one (its rows the default ones). */
function initial(editing: ComparisonBlock | null) {
  return {
    mode: editing?.ids === GUIDE_PRODUCTS ? ('guida' as const) : ('scelti' as const),
    ids: editing && editing.ids !== GUIDE_PRODUCTS ? editing.ids : [],
    rows: editing?.righe ?? DEFAULT_COMPARISON_ROWS,
    scelta: editing?.scelta ?? null,
    motivo: editing?.motivo ?? '',
  };
}

/**
 * 'Tabella di confronto': 2 to 6 products (searched by name or ASIN, their order changed with the
 * arrows), or — in a guide — the guide's own products at render time; the rows (rating, price,
 * the buy button, and the spec keys of the chosen products), checked and ordered; 'La nostra
 * scelta' among the products (or none) with a one-line reason.
 */
export function ComparisonDialog({
  editing,
  guideProductIds,
  onDone,
  onClose,
}: {
  editing: ComparisonBlock | null;
  /** In a guide's editor: its products (the 'Prodotti della guida (automatico)' option shows). */
  guideProductIds?: readonly number[];
  onDone(block: ComparisonBlock): void;
  onClose(): void;
}) {
  const id = useId();
  const start = initial(editing);
  const [mode, setMode] = useState<'scelti' | 'guida'>(start.mode);
  const [ids, setIds] = useState<number[]>(start.ids);
  const [rows, setRows] = useState<ComparisonRow[]>(start.rows);
  const [scelta, setScelta] = useState<number | null>(start.scelta);
  const [motivo, setMotivo] = useState(start.motivo);
  const [tried, setTried] = useState(false);
  const remember = useRememberProduct();
  const inGuide = guideProductIds !== undefined;
  const guide = mode === 'guida' && inGuide;

  const chosen = useBlockProducts(ids);
  const guideStates = useBlockProducts(guideProductIds ?? []);
  const columns = guide ? [...(guideProductIds ?? [])].slice(0, COMPARISON_MAX_PRODUCTS) : ids;
  const columnStates = guide ? guideStates : chosen;

  const specTexts = columnStates.flatMap((s) => (s.state === 'ok' ? [s.product.specifiche_tecniche] : []));
  const candidates: ComparisonRow[] = [...COMPARISON_ROWS.map((tipo) => ({ tipo })), ...specKeysOf(specTexts).map((chiave) => ({ tipo: 'spec' as const, chiave }))];
  const unchecked = candidates.filter((c) => !rows.some((r) => sameRow(r, c)));
  const uncheckedFixed = unchecked.filter((r) => r.tipo !== 'spec');
  const uncheckedSpecs = unchecked.filter((r) => r.tipo === 'spec');
  const pick = scelta !== null && (guide || ids.includes(scelta)) ? scelta : null;

  const full = ids.length >= COMPARISON_MAX_PRODUCTS;
  const productError = guide ? null : ids.length < COMPARISON_MIN_PRODUCTS ? M.tooFew : ids.length > COMPARISON_MAX_PRODUCTS ? M.tooMany : null;
  const rowsError = rows.length === 0 ? M.noRows : rows.length > COMPARISON_MAX_ROWS ? M.tooManyRows : null;

  function submit(e?: FormEvent) {
    e?.preventDefault();
    setTried(true);
    if (productError || rowsError) return;
    const reason = pick === null ? '' : motivo.replace(/\s+/g, ' ').trim().slice(0, REASON_MAX);
    onDone({ tipo: 'confronto', ids: guide ? GUIDE_PRODUCTS : ids, righe: rows, scelta: pick, motivo: reason });
  }

  const formId = `${id}-form`;
  return (
    <FormDialog
      title={editing ? M.comparisonDialogEditTitle : M.comparisonDialogTitle}
      formId={formId}
      saving={false}
      saveLabel={editing ? M.saveBlock : M.insertBlock}
      size="lg"
      onClose={onClose}
    >
      <form id={formId} className="rte-compare-form" onSubmit={submit} noValidate>
        {inGuide && (
          <fieldset className="rte-fieldset">
            <legend>{M.comparisonSource}</legend>
            <label className="rte-choice">
              <input type="radio" name={`${id}-fonte`} checked={!guide} onChange={() => setMode('scelti')} /> {M.comparisonManual}
            </label>
            <label className="rte-choice">
              <input type="radio" name={`${id}-fonte`} checked={guide} onChange={() => setMode('guida')} /> {M.guideProducts}
            </label>
          </fieldset>
        )}

        {!guide && (
          <>
            <ProductSearch
              autoFocus
              canChoose={(p) => !ids.includes(p.id) && !full}
              action={(p) =>
                ids.includes(p.id)
                  ? { text: M.comparisonAdded, label: M.comparisonAddedLabel(productName(p)) }
                  : { text: M.comparisonAddShort, label: M.comparisonAdd(productName(p)) }
              }
              onChoose={(p) => {
                if (ids.includes(p.id) || full) return;
                remember(p);
                setIds([...ids, p.id]);
              }}
            />
            <fieldset className="rte-fieldset" aria-describedby={`${id}-prodotti-stato`}>
              <legend>
                {M.comparisonChosen} <span className="muted">({M.comparisonCount(ids.length)})</span>
              </legend>
              {ids.length === 0 ? (
                <p className="muted">{M.comparisonChosenEmpty}</p>
              ) : (
                <ol className="rte-order-list" aria-label={M.comparisonChosen}>
                  {ids.map((pid, i) => {
                    const name = nameOf(pid, chosen[i]);
                    return (
                      <li key={pid}>
                        <span className="rte-order-name">{chosen[i]?.state === 'gone' ? `${name} — ${M.productGone}` : name}</span>
                        <button type="button" className="rte-icon-btn" aria-label={M.moveUp(name)} disabled={i === 0} onClick={() => setIds(moved(ids, i, -1))}>
                          <ArrowUp size={16} aria-hidden="true" />
                        </button>
                        <button type="button" className="rte-icon-btn" aria-label={M.moveDown(name)} disabled={i === ids.length - 1} onClick={() => setIds(moved(ids, i, 1))}>
                          <ArrowDown size={16} aria-hidden="true" />
                        </button>
                        <button type="button" className="rte-icon-btn" aria-label={M.removeItem(name)} onClick={() => setIds(ids.filter((x) => x !== pid))}>
                          <X size={16} aria-hidden="true" />
                        </button>
                      </li>
                    );
                  })}
                </ol>
              )}
              <p id={`${id}-prodotti-stato`} className={(tried && productError) || full ? 'field-error' : 'field-hint'} role={tried && productError ? 'alert' : undefined}>
                {tried && productError ? productError : full ? M.tooMany : ''}
              </p>
            </fieldset>
          </>
        )}

        <fieldset className="rte-fieldset">
          <legend>{M.rows}</legend>
          <p className="field-hint">{M.rowsHint}</p>
          <ul className="rte-order-list" aria-label={M.rows}>
            {rows.map((row, i) => (
              <li key={rowId(row)}>
                <label className="rte-choice rte-order-name">
                  <input type="checkbox" checked onChange={() => setRows(rows.filter((_r, j) => j !== i))} /> {rowLabel(row)}
                </label>
                <button type="button" className="rte-icon-btn" aria-label={M.moveUp(rowLabel(row))} disabled={i === 0} onClick={() => setRows(moved(rows, i, -1))}>
                  <ArrowUp size={16} aria-hidden="true" />
                </button>
                <button type="button" className="rte-icon-btn" aria-label={M.moveDown(rowLabel(row))} disabled={i === rows.length - 1} onClick={() => setRows(moved(rows, i, 1))}>
                  <ArrowDown size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
          {uncheckedFixed.length > 0 && (
            <div className="rte-row-options" role="group" aria-label={M.moreRows}>
              {uncheckedFixed.map((row) => (
                <RowOption key={rowId(row)} row={row} disabled={rows.length >= COMPARISON_MAX_ROWS} onAdd={() => setRows([...rows, row])} />
              ))}
            </div>
          )}
          {uncheckedSpecs.length > 0 && (
            <div className="rte-row-options" role="group" aria-labelledby={`${id}-spec`}>
              <p id={`${id}-spec`} className="rte-row-options-title">
                {M.specRows}
              </p>
              {uncheckedSpecs.map((row) => (
                <RowOption key={rowId(row)} row={row} disabled={rows.length >= COMPARISON_MAX_ROWS} onAdd={() => setRows([...rows, row])} />
              ))}
            </div>
          )}
          {columns.length > 0 && specTexts.length === columns.length && !candidates.some((c) => c.tipo === 'spec') && <p className="field-hint">{M.specRowsEmpty}</p>}
          {tried && rowsError && (
            <p className="field-error" role="alert">
              {rowsError}
            </p>
          )}
        </fieldset>

        <fieldset className="rte-fieldset">
          <legend>{M.pick}</legend>
          <label className="rte-choice">
            <input type="radio" name={`${id}-scelta`} checked={pick === null} onChange={() => setScelta(null)} /> {M.pickNone}
          </label>
          {columns.map((pid, i) => (
            <label key={pid} className="rte-choice">
              <input type="radio" name={`${id}-scelta`} checked={pick === pid} onChange={() => setScelta(pid)} /> {nameOf(pid, columnStates[i])}
            </label>
          ))}
          <label htmlFor={`${id}-motivo`} className="rte-field-label">
            {M.pickReason}
          </label>
          <input
            id={`${id}-motivo`}
            type="text"
            value={motivo}
            maxLength={REASON_MAX}
            disabled={pick === null}
            aria-describedby={`${id}-motivo-hint`}
            onChange={(e) => setMotivo(e.target.value)}
          />
          <p id={`${id}-motivo-hint`} className="field-hint">
            {M.pickReasonHint}
          </p>
        </fieldset>
      </form>
    </FormDialog>
  );
}
