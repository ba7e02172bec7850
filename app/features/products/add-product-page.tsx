import { ArrowRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { Product } from '../../../common/types.ts';
import { PageHeader } from '../../components/dashboard/page-header.tsx';
import { productName } from '../../lib/format.ts';
import { useCategories } from '../../entities/categories/use-categories.ts';
import { ProductForm } from './product-form.tsx';

/** Aggiungi prodotto (spec section 2): ASIN search, editable fields, category select, image preview. */
export function AddProductPage() {
  const categories = useCategories();
  const [added, setAdded] = useState<Product[]>([]);
  return (
    <section>
      <PageHeader title={M.addProductTitle} description={M.addProductIntro} />
      <div className="card panel">
        <ProductForm mode="create" screen="add-page" categories={categories} onSaved={(p) => setAdded((list) => [p, ...list])} />
      </div>
      {added.length > 0 && (
        <section className="card panel added-list" aria-labelledby="aggiunti-title">
          <h2 id="aggiunti-title" className="panel-title">
            {M.addedTitle}
          </h2>
          <ul>
            {added.map((p) => (
              <li key={p.id}>
                <span>{productName(p)}</span>
                <span className="muted mono">{p.asin_prodotto}</span>
              </li>
            ))}
          </ul>
          <Link to="/dashboard/prodotti" className="btn btn-secondary btn-sm">
            {M.addedGoToList} <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </section>
      )}
    </section>
  );
}
