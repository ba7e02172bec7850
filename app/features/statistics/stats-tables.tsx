import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { STATS_MSG as M } from '../../../common/messages-stats.ts';
import type { StatsPage, StatsProduct } from '../../../common/stats.ts';
import { Button } from '../../components/ui/button.tsx';
import { ctr, formatCount, formatCtr } from './stats-format.ts';

/** How many rows a table shows before 'Mostra tutti'. */
export const TOP_ROWS = 20;

/** A card with a title, the table's top rows and 'Mostra tutti (N)' / 'Mostra i primi 20' under it. */
function TopCard<T>({
  title,
  rows,
  empty,
  tools,
  testId,
  table,
}: {
  title: string;
  rows: readonly T[];
  empty: string;
  tools?: ReactNode;
  testId: string;
  table: (rows: readonly T[]) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const titleId = useId();
  const shown = all ? rows : rows.slice(0, TOP_ROWS);
  return (
    <section className="card stats-top" aria-labelledby={titleId} data-testid={testId}>
      <header className="stats-top-header">
        <h2 className="panel-title" id={titleId}>
          {title}
        </h2>
        {rows.length > 0 && tools}
      </header>
      {rows.length === 0 ? (
        <p className="muted stats-top-empty">{empty}</p>
      ) : (
        <>
          {table(shown)}
          {rows.length > TOP_ROWS && (
            <footer className="stats-top-footer">
              <span className="muted">{M.shownOf(shown.length, rows.length)}</span>
              <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll((v) => !v)}>
                {all ? M.showTop(TOP_ROWS) : M.showAll(rows.length)}
              </Button>
            </footer>
          )}
        </>
      )}
    </section>
  );
}

/** 'Prodotti più cliccati': the name opens the product in the dashboard; most clicks first (as the server sends them). */
export function TopProducts({ products }: { products: readonly StatsProduct[] }) {
  return (
    <TopCard
      title={M.productsTitle}
      rows={products}
      empty={M.productsEmpty}
      testId="stats-products"
      table={(rows) => (
        <table className="data-table stats-data-table">
          <thead>
            <tr>
              <th scope="col">{M.productName}</th>
              <th scope="col" className="num" aria-sort="descending">
                {M.productClicks}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.id}>
                <td data-label={M.productName}>
                  <Link to={`/dashboard/prodotti?edit=${p.id}`} className="stats-name">
                    {p.nome}
                  </Link>
                </td>
                <td data-label={M.productClicks} className="num">
                  {formatCount(p.clic)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}

/** Only a path of this site becomes a link (what the server recorded is still read as untrusted). */
const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');

export type PageSort = 'visite' | 'clic' | 'ctr';
const SORTS: readonly PageSort[] = ['visite', 'clic', 'ctr'];

/** Most first; pages without views have no rate and go last by CTR; ties by views, then path. */
export function sortPages(pages: readonly StatsPage[], by: PageSort): StatsPage[] {
  const key = (p: StatsPage) => (by === 'ctr' ? (ctr(p.clic, p.visite) ?? -1) : p[by]);
  return [...pages].sort((a, b) => key(b) - key(a) || b.visite - a.visite || a.percorso.localeCompare(b.percorso));
}

function SortChoice({ value, onChange, labels }: { value: PageSort; onChange(v: PageSort): void; labels: Record<PageSort, string> }) {
  const name = useId();
  return (
    <fieldset className="segmented stats-sort">
      <legend className="sr-only">{M.sortLegend}</legend>
      {SORTS.map((s) => (
        <label key={s} className={value === s ? 'is-checked' : undefined} title={M.sortBy(labels[s])}>
          <input type="radio" name={name} value={s} checked={value === s} onChange={() => onChange(s)} />
          {labels[s]}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * 'Pagine': the public page (its title, else its path) opens in a new tab; views, clicks and the
 * click-through rate, sorted by views, clicks or CTR.
 */
export function TopPages({ pages }: { pages: readonly StatsPage[] }) {
  const [sort, setSort] = useState<PageSort>('visite');
  const labels: Record<PageSort, string> = { visite: M.pageViews, clic: M.pageClicks, ctr: M.pageCtr };
  const ariaSort = (s: PageSort) => (sort === s ? ('descending' as const) : undefined);
  return (
    <TopCard
      title={M.pagesTitle}
      rows={sortPages(pages, sort)}
      empty={M.pagesEmpty}
      testId="stats-pages"
      tools={<SortChoice value={sort} onChange={setSort} labels={labels} />}
      table={(rows) => (
        <table className="data-table stats-data-table">
          <thead>
            <tr>
              <th scope="col">{M.pageName}</th>
              {SORTS.map((s) => (
                <th key={s} scope="col" className="num" aria-sort={ariaSort(s)}>
                  {labels[s]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((p) => (
              <tr key={p.percorso}>
                <td data-label={M.pageName}>
                  <div>
                    {isSitePath(p.percorso) ? (
                      <a href={p.percorso} target="_blank" rel="noopener" className="stats-name">
                        <span>{p.titolo ?? p.percorso}</span>
                        <ExternalLink size={14} aria-hidden="true" />
                        <span className="sr-only"> {M.pageNewTab}</span>
                      </a>
                    ) : (
                      <span className="stats-name">{p.titolo ?? p.percorso}</span>
                    )}
                    {p.titolo && <span className="stats-path">{p.percorso}</span>}
                  </div>
                </td>
                <td data-label={M.pageViews} className="num">
                  {formatCount(p.visite)}
                </td>
                <td data-label={M.pageClicks} className="num">
                  {formatCount(p.clic)}
                </td>
                <td data-label={M.pageCtr} className="num">
                  {formatCtr(ctr(p.clic, p.visite))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
