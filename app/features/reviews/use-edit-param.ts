import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { REVIEW_MSG as R } from '../../../common/messages-reviews.ts';
import type { Review } from '../../../common/types.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { productName } from '../../lib/format.ts';
import { productQuery } from '../../entities/products/api.ts';
import { reviewOfProductQuery } from '../../entities/reviews/api.ts';

/**
 * `?editProductId={productId}` (or `?edit=`, the products screen's link): once the list has
 * loaded, the editor of that product's review opens — from the page shown, else asked for on its
 * own (it may be on another page or outside the filters) — or, when the product has none, the
 * offer to generate one. The address is left clean.
 */
export function useEditParam({
  ready,
  items,
  open,
  askGenerate,
}: {
  ready: boolean;
  items: readonly Review[];
  open(review: Review): void;
  askGenerate(productId: number, item: string): void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('editProductId') ?? searchParams.get('edit');
  const handled = useRef<string | null>(null);
  const latest = useRef({ items, open, askGenerate });
  useEffect(() => {
    latest.current = { items, open, askGenerate };
  });

  useEffect(() => {
    if (param === null) handled.current = null;
    if (param === null || !ready || handled.current === param) return;
    handled.current = param;
    setSearchParams(
      (params) => {
        params.delete('editProductId');
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
    const productId = Number(param);
    const found = latest.current.items.find((r) => r.id_prodotto === productId);
    if (found) {
      latest.current.open(found);
      return;
    }
    if (!Number.isSafeInteger(productId) || productId <= 0) return;
    void (async () => {
      const review = await client.fetchQuery(reviewOfProductQuery(productId)).catch(() => null);
      if (review) return latest.current.open(review);
      const product = await client.fetchQuery(productQuery(productId)).catch(() => null);
      if (!product) return toast.error(R.productNotFound);
      toast.show(R.notFoundForProduct);
      latest.current.askGenerate(product.id, productName(product));
    })();
  }, [param, ready, setSearchParams, client, toast]);
}
