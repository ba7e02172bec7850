import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../../common/types.ts';
import { api } from '../../lib/api.ts';
import { PLACEHOLDER_IMAGE, formatPrice, productName } from '../../lib/format.ts';

export function meta() {
  return [{ title: 'Prodotti — Dashboard' }];
}

type State = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; products: Product[] };

export default function DashboardProdotti() {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', products: await api<Product[]>('/api/prodotti') });
    } catch {
      setState({ kind: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section>
      <header className="page-header">
        <h1>Prodotti</h1>
        <Link to="/dashboard/aggiungi-prodotto" className="btn btn-primary">
          Aggiungi prodotto
        </Link>
      </header>
      {state.kind === 'loading' && (
        <p role="status">
          <span className="spinner" aria-hidden="true" /> Caricamento prodotti...
        </p>
      )}
      {state.kind === 'error' && (
        <div className="error-state" role="alert">
          <p>Errore nel caricamento dei prodotti.</p>
          <button type="button" className="btn btn-secondary" onClick={() => void load()}>
            Riprova
          </button>
        </div>
      )}
      {state.kind === 'ready' &&
        (state.products.length === 0 ? (
          <p className="empty">Nessun prodotto trovato.</p>
        ) : (
          <ul className="dash-grid">
            {state.products.map((p) => (
              <li key={p.id} className="card dash-product">
                <div className="media media-square">
                  <img src={p.img_prodotto || PLACEHOLDER_IMAGE} alt="Immagine prodotto" loading="lazy" />
                </div>
                <div className="card-body">
                  <h2 className="card-title">{productName(p)}</h2>
                  <p className="muted">ASIN: {p.asin_prodotto ?? '—'}</p>
                  <p>{formatPrice(p.prezzo_prodotto)}</p>
                  <p className="muted">{p.nome_categoria ?? 'Senza categoria'}</p>
                </div>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
