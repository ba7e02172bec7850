import { ChevronLeft, ChevronRight } from 'lucide-react';
import { LIST_MSG as L } from '../../../../common/messages-lists.ts';
import { Button } from '../../ui/button.tsx';

/** 'N risultati · Pagina x di y' with Precedente / Successiva; nothing to page through, no buttons. */
export function ListPager({ page, total, pageSize, onPage }: { page: number; total: number; pageSize: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="list-pager" aria-label={L.pagination}>
      <p className="list-pager-status" aria-live="polite">
        {L.results(total)}
        {pages > 1 && <> · {L.page(Math.min(page, pages), pages)}</>}
      </p>
      {pages > 1 && (
        <div className="list-pager-buttons">
          <Button size="sm" variant="secondary" icon={<ChevronLeft size={16} aria-hidden="true" />} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {L.previous}
          </Button>
          <Button size="sm" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {L.next} <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </div>
      )}
    </nav>
  );
}
