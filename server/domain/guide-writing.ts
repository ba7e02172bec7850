import type { AiVerification } from '../../common/claims.ts';
import { GUIDE_MSG as G } from '../../common/messages-guides.ts';
import type { GuideGenerateInput } from '../../common/schemas-guides.ts';
import type { GuideContent, Product } from '../../common/types.ts';
import type { Db } from '../db/index.ts';
import type { AiService } from './ai.ts';
import { badRequest } from './errors.ts';
import type { ContentClaims } from './content/claims.ts';
import type { GuideText } from './content/claims-subjects.ts';
import { BASE_GUIDE_PROMPT, buildGuideRequest, GUIDE_JSON_SCHEMA, readGuideAnswer } from './guide-generation.ts';
import type { ProductsService } from './products.ts';
import type { PromptsService } from './prompts.ts';

/** The longest answer a guide of 10 products needs (Italian HTML, JSON-escaped). */
const GUIDE_MAX_TOKENS = 8000;

export interface GuideWriterDeps {
  db: Db;
  products: ProductsService;
  prompts: PromptsService;
  ai: AiService;
  checks: ContentClaims<GuideText, readonly Product[]>;
}

/**
 * POST /api/guide/genera: introduction, one section per chosen product (in the chosen order)
 * and conclusion, written by the AI from the products' stored data. Nothing is stored: the
 * editor reviews the draft and saves it. Throws the AI's Italian errors as they are.
 */
export async function writeGuide(deps: GuideWriterDeps, input: GuideGenerateInput, signal?: AbortSignal): Promise<GuideContent & { verifica: AiVerification }> {
  const { products: productsService, prompts, ai, db, checks } = deps;
  const found = await Promise.all(input.prodotti.map((id) => productsService.get(id)));
  const missing = input.prodotti.filter((_, i) => !found[i]);
  if (missing.length > 0) throw badRequest(G.productsNotFound(missing));
  const products = found as Product[];

  let template = BASE_GUIDE_PROMPT;
  if (input.prompt_id !== null) {
    const prompt = await db.kysely.selectFrom('prompts').select(['tipo', 'testo']).where('id', '=', input.prompt_id).executeTakeFirst();
    if (!prompt) throw badRequest(G.promptNotFound);
    if (prompt.tipo !== 'guida') throw badRequest(G.promptWrongType);
    template = prompt.testo;
  } else {
    // The default guide prompt, else the most recent active one, else the base prompt.
    const active = await prompts.list({ tipo: 'guida', active: true });
    template = (active.find((p) => p.is_default === 1) ?? active[0])?.testo ?? BASE_GUIDE_PROMPT;
  }

  const { system, prompt } = buildGuideRequest(template, input.titolo, products);
  const result = await ai.generate({ purpose: 'guida', system, prompt, json: GUIDE_JSON_SCHEMA, maxTokens: GUIDE_MAX_TOKENS, signal });
  const content = readGuideAnswer(result.text, products);
  // The model-based pass; the editor saves it with the guide (verifica_ai), nothing is stored here.
  const verifica = await checks.verify({ titolo: input.titolo, contenuto: content }, products, signal);
  return { ...content, verifica };
}
