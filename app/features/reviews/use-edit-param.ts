import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

/**
 * `?editProductId={productId}` (or `?edit=`, the links of the products screen and Panoramica): the
 * list goes on to that product's review page, which offers to write the review when there is none.
 */
export function useEditParam() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const param = searchParams.get('editProductId') ?? searchParams.get('edit');
  useEffect(() => {
    if (param === null) return;
    const productId = Number(param);
    const valid = Number.isSafeInteger(productId) && productId > 0;
    void navigate(valid ? `/dashboard/recensioni/${productId}` : '/dashboard/recensioni', { replace: true });
  }, [param, navigate]);
}
