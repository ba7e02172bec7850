import { Link } from 'react-router';
import { SITE_MSG } from '../../../common/messages-site.ts';

export interface Crumb {
  name: string;
  path: string;
}

/** Visible trail matching the page's BreadcrumbList JSON-LD; the last item is the current page. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={SITE_MSG.breadcrumb} className="breadcrumbs">
      <ol>
        {items.map((c, i) =>
          i === items.length - 1 ? (
            <li key={c.path} aria-current="page">
              <span className="crumb-current">{c.name}</span>
            </li>
          ) : (
            <li key={c.path}>
              <Link to={c.path}>{c.name}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
