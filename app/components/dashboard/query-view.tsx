import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';

/** What QueryView reads of a `useQuery` result. */
export interface QueryState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  refetch(): unknown;
}

/** The loading, error (with 'Riprova'), empty and loaded states of a dashboard list, in one place. */
export function QueryView<T>({
  query,
  loadingLabel,
  errorMessage,
  isEmpty,
  empty,
  children,
}: {
  query: QueryState<T>;
  loadingLabel: string;
  errorMessage: string;
  /** By default a list is empty when it has no items. */
  isEmpty?: (data: T) => boolean;
  /** What to show when the data is empty: a message, or an EmptyState with actions. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.status === 'pending' || query.data === undefined) {
    if (query.status === 'error') return <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />;
    return <LoadingState label={loadingLabel} />;
  }
  const data = query.data;
  const emptyData = isEmpty ? isEmpty(data) : Array.isArray(data) && data.length === 0;
  if (empty !== undefined && emptyData) return typeof empty === 'string' ? <EmptyState message={empty} /> : <>{empty}</>;
  return <>{children(data)}</>;
}
