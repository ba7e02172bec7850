import { useState } from 'react';
import { Link } from 'react-router';
import { CHECK_REASON_LABELS, STATS_MSG as M } from '../../../common/messages-stats.ts';
import type { CheckItem, CheckReason } from '../../../common/stats.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';

/** Gone from Amazon or without a price: red; worth a look: amber; an opportunity: blue. */
const TONES: Record<CheckReason, BadgeTone> = {
  non_trovato: 'danger',
  prezzo_perso: 'danger',
  non_disponibile: 'warning',
  prezzo_aumentato: 'warning',
  clic_senza_recensione: 'info',
};

/** How many rows show before 'Mostra tutti'. */
const FIRST = 10;

/**
 * 'Da controllare': the products that need attention, each with why (a badge and the server's
 * sentence with the figures) and a link to the product in the dashboard.
 */
export function CheckList({ items }: { items: readonly CheckItem[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <section className="card overview-latest overview-check" aria-labelledby="overview-check-title" data-testid="overview-check">
      <header className="overview-latest-header">
        <h2 id="overview-check-title">
          {M.checkTitle}
          {items.length > 0 && <span className="overview-check-count"> ({items.length.toLocaleString('it-IT')})</span>}
        </h2>
      </header>
      {items.length === 0 ? (
        <p className="muted overview-empty">{M.checkEmpty}</p>
      ) : (
        <>
          <ul className="overview-items">
            {shown.map((item) => (
              <li key={`${item.motivo}-${item.id_prodotto}`}>
                <Link to={`/dashboard/prodotti?edit=${item.id_prodotto}`} className="overview-item overview-check-item">
                  <span className="overview-item-meta">
                    <Badge tone={TONES[item.motivo]}>{CHECK_REASON_LABELS[item.motivo]}</Badge>
                  </span>
                  <span className="overview-item-title">{item.nome}</span>
                  <span className="overview-check-detail">{item.dettaglio}</span>
                </Link>
              </li>
            ))}
          </ul>
          {items.length > FIRST && (
            <Button variant="ghost" size="sm" aria-expanded={all} onClick={() => setAll((v) => !v)}>
              {all ? M.showTop(FIRST) : M.showAll(items.length)}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
