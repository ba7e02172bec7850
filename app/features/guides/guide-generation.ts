import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_GUIDE_PRODUCTS } from '../../../common/messages-guides.ts';
import type { AiVerification } from '../../../common/claims.ts';
import type { Guide, GuideContent } from '../../../common/types.ts';
import type { DashboardApi } from './use-dashboard-api.ts';

/**
 * POST /api/guide/genera. A long call (the AI may take up to ~90 s): no time limit of ours, the
 * server's own answer (or its Italian error) decides.
 */
export async function generateGuide(
  call: DashboardApi,
  input: { titolo: string; prodotti: number[]; prompt_id?: number | null },
): Promise<{ contenuto: GuideContent; verifica: AiVerification | null }> {
  const { verifica, ...contenuto } = await call<GuideContent & { verifica?: AiVerification }>('/api/guide/genera', {
    method: 'POST',
    body: { titolo: input.titolo, prodotti: input.prodotti, ...(input.prompt_id ? { prompt_id: input.prompt_id } : {}) },
  });
  // The model-based verification travels apart from the text: it is saved with the guide as verifica_ai.
  return { contenuto, verifica: verifica ?? null };
}

/**
 * The products a regeneration asks for (spec section 4: the product ids of the guide's sections):
 * those still in the guide's product list, in the sections' order; the product list itself when
 * the sections name none (a guide saved as plain text).
 */
export function regenerationProducts(guide: Pick<Guide, 'prodotti' | 'contenuto'>): number[] {
  const fromSections = [...new Set(guide.contenuto.sezioni.map((s) => s.id_prodotto).filter((id): id is number => id !== null && guide.prodotti.includes(id)))];
  return (fromSections.length > 0 ? fromSections : guide.prodotti).slice(0, MAX_GUIDE_PRODUCTS);
}

/**
 * A one-at-a-time runner for long calls with a seconds counter: `run` ignores a second start while
 * one runs (a double click), `elapsed` counts the seconds of the current run for the progress line.
 */
export function useLongTask() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearInterval(timer.current);
  }, []);

  const run = useCallback(async <T,>(task: () => Promise<T>): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setElapsed(0);
    const started = Date.now();
    timer.current = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    try {
      return { ok: true, value: await task() };
    } catch (error) {
      return { ok: false, error };
    } finally {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { run, busy, elapsed };
}
