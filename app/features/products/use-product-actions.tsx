import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PRODUCT_MSG as M } from '../../../common/messages-products.ts';
import type { Product } from '../../../common/types.ts';
import { useDeleteConfirmation } from '../../components/dashboard/use-delete-confirmation.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api.ts';
import { productName } from '../../lib/format.ts';
import { isUnauthorized } from '../../lib/query.tsx';
import { reviewKeys } from '../../entities/reviews/api.ts';
import { deleteProduct, productKeys, refreshProduct } from '../../entities/products/api.ts';

/**
 * The actions on one product card: 'Aggiorna dati da Amazon' (a second press while it runs does
 * nothing; on failure the server's error, and the list reloads to show the failure it recorded)
 * and Elimina after a confirmation (its review goes with it).
 */
export function useProductActions({ onDeleted }: { onDeleted(product: Product): void }) {
  const toast = useToast();
  const client = useQueryClient();
  const [refreshing, setRefreshing] = useState<ReadonlySet<number>>(() => new Set());
  const mark = (id: number, on: boolean) =>
    setRefreshing((ids) => {
      const next = new Set(ids);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const refresh = useMutation({
    mutationFn: refreshProduct,
    meta: { invalidates: [productKeys.all] },
    onMutate: (id) => mark(id, true),
    onSettled: (_data, _err, id) => mark(id, false),
    onSuccess: () => toast.success(M.refreshProductDone),
    onError: async (err) => {
      if (!isUnauthorized(err)) toast.error(errorMessage(err, M.refreshProductError));
      await client.invalidateQueries({ queryKey: productKeys.all });
    },
  });

  const remove = useDeleteConfirmation<Product>({
    remove: (p) => deleteProduct(p.id),
    title: () => M.productDeleteConfirm,
    message: (p) => M.productDeleteDetail(productName(p)),
    success: () => M.productDeleted,
    failure: () => M.productDeleteError,
    invalidates: [productKeys.all, reviewKeys.all],
    onDeleted,
  });

  return {
    refresh: (p: Product) => !refreshing.has(p.id) && refresh.mutate(p.id),
    isRefreshing: (p: Product) => refreshing.has(p.id),
    askDelete: remove.ask,
    dialog: remove.dialog,
  };
}
