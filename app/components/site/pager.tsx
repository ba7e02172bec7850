import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';
import { type ListParams, pageHref, pagerItems } from '../../lib/pager.ts';

/**
 * Pages of a public list: real links (?pagina=N, keeping the search and the category) that search
 * engines follow and that work without JavaScript. Nothing when everything fits on one page.
 */
export function Pager({ path, params, page, pages }: { path: string; params: Pick<ListParams, 'q' | 'categoria'>; page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (p: number) => pageHref(path, params, p);
  return (
    <nav className="pager" aria-label={SITE_MSG.pagerLabel}>
      <p className="pager-position">{SITE_MSG.pagerPosition(page, pages)}</p>
      <ul className="pager-links">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className="btn btn-secondary pager-step">
              {SITE_MSG.pagerPrev}
            </Link>
          ) : (
            <span className="btn btn-secondary pager-step is-disabled" aria-disabled="true">
              {SITE_MSG.pagerPrev}
            </span>
          )}
        </li>
        {pagerItems(page, pages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pager-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={href(p)}
                className={`pager-number${p === page ? ' is-current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={SITE_MSG.pagerPosition(p, pages)}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <Link to={href(page + 1)} rel="next" className="btn btn-secondary pager-step">
              {SITE_MSG.pagerNext}
            </Link>
          ) : (
            <span className="btn btn-secondary pager-step is-disabled" aria-disabled="true">
              {SITE_MSG.pagerNext}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
