import type { ReactNode } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.tsx';
import type { Resource } from './use-dashboard-api.ts';

/** The loading, error (with 'Riprova'), empty and loaded states of a dashboard list, in one place. */
export function ResourceView<T>({
  resource,
  loadingLabel,
  errorMessage,
  onRetry,
  isEmpty,
  empty,
  children,
}: {
  resource: Resource<T>;
  loadingLabel: string;
  errorMessage: string;
  onRetry: () => void;
  /** By default a list is empty when it has no items. */
  isEmpty?: (data: T) => boolean;
  /** What to show when the data is empty: a message, or an EmptyState with actions. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (resource.status === 'loading') return <LoadingState label={loadingLabel} />;
  if (resource.status === 'error') return <ErrorState message={errorMessage} onRetry={onRetry} />;
  const emptyData = isEmpty ? isEmpty(resource.data) : Array.isArray(resource.data) && resource.data.length === 0;
  if (empty !== undefined && emptyData) return typeof empty === 'string' ? <EmptyState message={empty} /> : <>{empty}</>;
  return <>{children(resource.data)}</>;
}
