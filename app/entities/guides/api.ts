import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AiVerification, ClaimReport } from '../../../common/claims.ts';
import type { ConfirmationsInput } from '../../../common/schemas-claims.ts';
import { type DeleteChoice, deleteChoiceQuery } from '../../../common/schemas-redirects.ts';
import type { Guide, GuideContent, RevisionEntry } from '../../../common/types.ts';
import { MAX_GUIDE_PRODUCTS } from '../../../common/messages-guides.ts';
import { api, apiList, apiWithTag, bulkRequest } from '../../lib/api.ts';
import { savePendingVersion } from '../revisions/api.ts';

/**
 * The products a regeneration asks for (spec section 4: the product ids of the guide's sections):
 * those still in the guide's product list, in the sections' order; the product list itself when
 * the sections name none (a guide saved as plain text).
 */
export function regenerationProducts(guide: Pick<Guide, 'prodotti' | 'contenuto'>): number[] {
  const fromSections = [...new Set(guide.contenuto.sezioni.map((s) => s.id_prodotto).filter((id): id is number => id !== null && guide.prodotti.includes(id)))];
  return (fromSections.length > 0 ? fromSections : guide.prodotti).slice(0, MAX_GUIDE_PRODUCTS);
}

/** The guides' requests, declared once (decision 0026). Every key starts with 'guide'. */
export const guideKeys = {
  all: ['guide'] as const,
  list: (query: string) => ['guide', 'elenco', query] as const,
  report: (id: number) => ['guide', 'verifica', id] as const,
  editable: (id: number) => ['guide', 'modifica', id] as const,
};

/** A page of GET /api/guide (`query`: limit, offset, q, stato) and how many guides match (X-Total-Count). */
export const guidesQuery = (query: string) =>
  queryOptions({
    queryKey: guideKeys.list(query),
    queryFn: ({ signal }) => apiList<Guide>(`/api/guide?${query}`, { signal }),
    // The page shown stays while the next one (or another search) loads.
    placeholderData: keepPreviousData,
    // The tab shown again: what colleagues and the scheduled publications changed meanwhile shows.
    refetchOnWindowFocus: true,
  });

/** The claims the publishing gate still holds against a saved guide, asked again each time its editor opens. */
export const guideReportQuery = (id: number) =>
  queryOptions({ queryKey: guideKeys.report(id), queryFn: ({ signal }) => api<ClaimReport>(`/api/verifica/guida/${id}`, { signal }), staleTime: 0 });

/** The guide an editor opens, read fresh with its version tag (If-Match of the save, decision 0031). */
export const editableGuideQuery = (id: number) =>
  queryOptions({
    queryKey: guideKeys.editable(id),
    queryFn: async ({ signal }) => {
      const { data, etag } = await apiWithTag<Guide>(`/api/guide/${id}`, { signal });
      return { guide: data, etag };
    },
    staleTime: 0,
    gcTime: 0,
  });

/** A generation's text and the model-based verification that travels apart from it (saved as verifica_ai). */
export interface GeneratedGuide {
  contenuto: GuideContent;
  verifica: AiVerification | null;
}

/**
 * POST /api/guide/genera. A long call (the AI may take up to ~90 s): no time limit of ours, the
 * server's own answer (or its Italian error) decides.
 */
export async function generateGuide(input: { titolo: string; prodotti: number[]; prompt_id?: number | null }): Promise<GeneratedGuide> {
  const { verifica, ...contenuto } = await api<GuideContent & { verifica?: AiVerification }>('/api/guide/genera', {
    method: 'POST',
    body: { titolo: input.titolo, prodotti: input.prodotti, ...(input.prompt_id ? { prompt_id: input.prompt_id } : {}) },
  });
  return { contenuto, verifica: verifica ?? null };
}

export const createGuide = (body: Record<string, unknown>) => api<Guide>('/api/guide', { method: 'POST', body });

export const updateGuide = (id: number, body: Record<string, unknown>) => api<Guide>(`/api/guide/${id}`, { method: 'PUT', body });

/** PUT /api/guide/{id} with the tag the editor read (a save over a newer one is refused: 412): the saved guide and its new tag. */
export const saveGuide = async ({ id, body, ifMatch }: { id: number; body: Record<string, unknown>; ifMatch?: string }) => {
  const { data, etag } = await apiWithTag<Guide>(`/api/guide/${id}`, { method: 'PUT', body, ifMatch });
  return { guide: data, etag };
};

/** DELETE /api/guide/{id}; `after`: what its address answers afterwards (a published guide's 410 or 301). */
export const deleteGuide = ({ id, after }: { id: number; after?: DeleteChoice }) => api<void>(`/api/guide/${id}${deleteChoiceQuery(after)}`, { method: 'DELETE' });

/** POST /api/guide/{id}/pubblica (with the editor's confirmations of the claims, when asked) or /archivia. */
export const changeGuideStatus = (guide: Guide, stato: 'pubblicata' | 'archiviata', conferme?: ConfirmationsInput) =>
  api<Guide>(`/api/guide/${guide.id}/${stato === 'pubblicata' ? 'pubblica' : 'archivia'}`, { method: 'POST', body: conferme ? { conferme } : {} });

/** POST /api/guide/azioni: Pubblica, Archivia or Elimina on up to 100 guides at once. */
export const guideBulk = bulkRequest('/api/guide/azioni');

/** The PUT of a regeneration: the title and the new content (the cover stays), its verification and the editor's confirmations. */
export const regeneratedBody = (guide: Guide, generated: GeneratedGuide, conferme?: ConfirmationsInput) => ({
  titolo: guide.titolo,
  contenuto: generated.contenuto,
  ...(generated.verifica ? { verifica_ai: generated.verifica } : {}),
  ...(conferme ? { conferme } : {}),
});

/** A regeneration's new content as an AI proposal's snapshot: the guide's title, cover and products with the new text. */
export const proposalSnapshot = (guide: Guide, generated: GeneratedGuide) => ({
  titolo: guide.titolo,
  immagine_url: guide.immagine_url,
  id_immagine: guide.id_immagine,
  contenuto: generated.contenuto,
  prodotti: guide.prodotti,
});

/** A published guide's new text is not written over the live one: it waits as an AI proposal in its editor. */
export const keepsLiveText = (guide: Pick<Guide, 'stato'>) => guide.stato === 'pubblicata';

/** POST /api/revisioni: a published guide's regenerated text kept as a proposal ('Usa la proposta' in its editor). */
export const proposeGuide = (guide: Guide, generated: GeneratedGuide): Promise<RevisionEntry> =>
  savePendingVersion({ tipo: 'guida', id: guide.id, azione: 'proposta', contenuto: proposalSnapshot(guide, generated) });

/** What a regeneration did: a draft's (or archived guide's) new text saved, or a published guide's kept as a proposal. */
export type RegenerationOutcome = { kind: 'saved'; guide: Guide } | { kind: 'proposal'; guide: Guide; proposta: RevisionEntry };

/**
 * Rigenera (spec section 4): new content from the guide's title and its sections' products (with
 * the chosen prompt, else the default one). A draft or archived guide gets it written over (title
 * and cover kept; the server keeps the old text as a revision); a published guide stays online as
 * it is and the new text waits as a proposal.
 */
export async function regenerateGuide(guide: Guide, promptId?: number | null): Promise<RegenerationOutcome> {
  const generated = await generateGuide({ titolo: guide.titolo, prodotti: regenerationProducts(guide), prompt_id: promptId });
  if (keepsLiveText(guide)) return { kind: 'proposal', guide, proposta: await proposeGuide(guide, generated) };
  return { kind: 'saved', guide: await updateGuide(guide.id, regeneratedBody(guide, generated)) };
}
