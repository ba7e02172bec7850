import { MutationCache, QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast.tsx';
import { ApiError, errorMessage } from './api.ts';
import { useSession } from './session.tsx';

/**
 * The dashboard's one way to talk to the API (decision 0026): TanStack Query over `api()`.
 * Each feature declares its requests once in its `api.ts` (query options and mutation functions,
 * typed with the shapes of common/types*.ts); screens use `useQuery` / `useMutation` with them.
 * What every request shares is handled here, once:
 * - 401 (the session expired or was ended elsewhere): back to the login page;
 * - a mutation's `meta.error` is its Italian fallback, shown in a toast after the server's own message;
 * - a mutation's `meta.success` is its toast after success, and `meta.invalidates` the lists it changes;
 * - 412 (the text changed since it was opened): the server's Italian message, always shown.
 */
export interface MutationMeta extends Record<string, unknown> {
  /** Toast after success. */
  success?: string;
  /** Toast after failure: the server's message when it gives one, else this. */
  error?: string;
  /** Queries to reload after success (a key is a prefix: ['prodotti'] covers every page of the list). */
  invalidates?: readonly QueryKey[];
  /** The screen shows its own dialog for a 412 (the editors' conflict dialog): no toast then. */
  handlesConflict?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    mutationMeta: MutationMeta;
  }
}

export const isUnauthorized = (err: unknown) => err instanceof ApiError && err.status === 401;
export const isConflict = (err: unknown) => err instanceof ApiError && err.status === 412;

/** The dashboard's query client: failed reads are not retried, and a mutation reloads what it `invalidates`. */
export function createDashboardQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Awaited: the mutation stays pending until the lists it changed are fresh again.
      onSuccess: async (_data, _vars, _ctx, mutation) => {
        const keys = mutation.meta?.invalidates ?? [];
        await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
      },
    }),
    defaultOptions: {
      // A failed read shows its error state with 'Riprova' at once: the editor decides to retry.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5_000 },
      mutations: { retry: false },
    },
  });
  return client;
}

/** How long a save's notice stays (it asks the editor to read something, not just confirms). */
const NOTICE_MS = 8000;

/** The `avvisi` of a save's answer (the body itself, or the body of a tagged answer `{data, etag}`). */
export function noticesOf(data: unknown): string[] {
  const body = data && typeof data === 'object' && 'data' in data && !('avvisi' in data) ? (data as { data: unknown }).data : data;
  const avvisi = body && typeof body === 'object' ? (body as { avvisi?: unknown }).avvisi : undefined;
  return Array.isArray(avvisi) ? avvisi.filter((a): a is string => typeof a === 'string' && a.length > 0) : [];
}

/**
 * Hosts the dashboard's query client inside the router, the session and the toasts, and reports
 * what every request shares: a 401 anywhere sends the editor to the login page; a mutation's
 * `meta.success` / `meta.error` become toasts, and so does every `avvisi` of a save's answer; a 412
 * always shows the server's message.
 */
export function DashboardQueryProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const toast = useToast();
  const [queryClient] = useState(() => client ?? createDashboardQueryClient());

  useEffect(() => {
    const unauthorized = () => {
      void refresh();
      void navigate('/login', { replace: true });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && isUnauthorized(event.action.error)) unauthorized();
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || !event.mutation) return;
      const meta = event.mutation.meta;
      if (event.action.type === 'success' && meta?.success) toast.success(meta.success);
      // What the server changed in what was saved and wants the editor to know (a competitor's
      // affiliate tag replaced with ours): shown longer than a confirmation.
      if (event.action.type === 'success') for (const notice of noticesOf(event.action.data)) toast.show(notice, { tone: 'info', duration: NOTICE_MS });
      if (event.action.type !== 'error') return;
      const err = event.action.error;
      if (isUnauthorized(err)) unauthorized();
      else if (isConflict(err) && meta?.handlesConflict) return;
      else if (meta?.error !== undefined || isConflict(err)) toast.error(errorMessage(err, meta?.error ?? ''));
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate, refresh, toast]);

  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
