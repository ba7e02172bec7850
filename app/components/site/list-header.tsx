import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';

/** Title block of a public list page: breadcrumbs, h1, one line of introduction, then the tools. */
export function ListHeader({ title, intro, crumbs, children }: { title: string; intro: string; crumbs: Crumb[]; children?: ReactNode }) {
  return (
    <header className="list-header">
      <Breadcrumbs items={crumbs} />
      <h1>{title}</h1>
      <p className="lead">{intro}</p>
      {children}
    </header>
  );
}

export function ResultsCount({ text }: { text: string }) {
  return (
    <p className="results-count" role="status">
      {text}
    </p>
  );
}
