// Guides and reviews for the component tests of the guide and review screens (guide-editor,
// guide-card, review-card, overlays), built on the shared samples of builders.ts, and the few
// helpers those tests share: a held-back answer, the bodies a write sent, text added in the
// rich-text editor.
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { Guide, GuideContent, RevisionEntry } from '../../common/types.ts';
import { apiServer } from './api-server.ts';
import { aGuide, aProduct } from './builders.ts';

/** The two products of `guideOfTwo`, named as the editor's tabs show them. */
export const TORCIA = aProduct({ id: 1, nome_sintetico: 'Torcia frontale' });
export const POWER_BANK = aProduct({ id: 2, nome_sintetico: 'Power bank', nome_prodotto: 'Power bank 20000 mAh', asin_prodotto: 'B0POWERB02' });

/** A guide's content: the introduction, [product id, text] for each section, the conclusion. */
export function guideContent(introduzione: string, sezioni: Array<[number | null, string]>, conclusione: string): GuideContent {
  return { introduzione, sezioni: sezioni.map(([id_prodotto, testo]) => ({ id_prodotto, testo })), conclusione };
}

/** A saved guide (id 7) with an introduction, a section for each of the two products, a conclusion. */
export function guideOfTwo(overrides: Partial<Guide> = {}): Guide {
  return aGuide({
    id: 7,
    titolo: 'Kit blackout',
    contenuto: guideContent(
      '<p>Introduzione della guida.</p>',
      [
        [1, '<p>Sezione del prodotto uno.</p>'],
        [2, '<p>Sezione del prodotto due.</p>'],
      ],
      '<p>Conclusione della guida.</p>',
    ),
    prodotti: [1, 2],
    ...overrides,
  });
}

/** A promise settled by the test: a server answer held back to look at the waiting state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Answers every `method` request to `path` with `reply` and keeps the JSON bodies sent (null when none), in order. */
export function captureWrites(method: 'post' | 'put' | 'delete', path: string, reply: HttpResponseResolver) {
  const bodies: unknown[] = [];
  apiServer.use(
    http[method](path, async (info) => {
      const text = await info.request.clone().text();
      bodies.push(text ? JSON.parse(text) : null);
      return reply(info);
    }),
  );
  return bodies;
}

/** Like captureWrites, but each answer waits for `answer.resolve()`: the screen can be seen while it waits. */
export function holdWrites(method: 'post' | 'put' | 'delete', path: string, reply: HttpResponseResolver) {
  const answer = deferred();
  const bodies = captureWrites(method, path, async (info) => {
    await answer.promise;
    return reply(info);
  });
  return { bodies, answer };
}

/**
 * The grounding check of a write (publish, or new text of a published item): a 409 listing
 * `claims` unless the body confirms each of them with a source (`conferme`), then `saved`.
 * Returns the bodies sent.
 */
export function answerUnlessConfirmed(method: 'post' | 'put', path: string, claims: Array<{ text: string; [key: string]: unknown }>, saved: object) {
  return captureWrites(method, path, async ({ request }) => {
    const body = (await request.clone().json()) as { conferme?: Array<{ testo: string; fonte: string }> };
    const confirmed = new Set((body.conferme ?? []).filter((c) => c.fonte.trim().length >= 3).map((c) => c.testo));
    const open = claims.filter((c) => !confirmed.has(c.text));
    return open.length === 0 ? HttpResponse.json(saved) : HttpResponse.json({ error: 'Dati non verificati.', non_verificati: open }, { status: 409 });
  });
}

/** Puts the caret at the end of a contenteditable's text (what Ctrl+End does in a browser). */
function caretAtEnd(box: HTMLElement) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let last: Node | null = null;
  while (walker.nextNode()) last = walker.currentNode;
  if (last) document.getSelection()?.collapse(last, last.textContent?.length ?? 0);
  else document.getSelection()?.collapse(box, box.childNodes.length);
  document.dispatchEvent(new Event('selectionchange'));
}

/**
 * Adds `text` at the end of the rich-text editor labelled `name`, as a paste: ProseMirror reads a
 * paste in one event, while keys typed one by one in happy-dom lose characters when the host
 * re-renders between them (real typing is left to the browser tests).
 */
export async function addText(user: UserEvent, name: string, text: string) {
  const box = await screen.findByRole('textbox', { name });
  await user.click(box);
  caretAtEnd(box);
  await user.paste(text);
  return box;
}

/** A sentence of the spec as an exact, whole-text pattern (its apostrophes as the spec writes them). */
export function specText(sentence: string): RegExp {
  const escaped = sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}$`);
}

/** A revision list entry (GET /api/revisioni answers these, newest first). */
export function aRevisionEntry(overrides: Partial<RevisionEntry> = {}): RevisionEntry {
  return { id: 30, creata_il: '2026-11-26T09:30:00.000Z', autore: 'admin', azione: 'proposta', ...overrides };
}

/**
 * What a saved guide's editor asks besides its own save: the guide as stored now with its version
 * tag (GET /api/guide/{id}, `guides()` and `etag()` read at each request), its claim report, its
 * history (GET /api/revisioni: `history()`, none by default) and its autosaves and proposals (POST
 * /api/revisioni, answered 201; the bodies are returned).
 */
export function serveGuideEditing(guides: () => readonly Guide[], { etag = () => 'W/"g1"', history = () => [] }: { etag?: () => string; history?: () => RevisionEntry[] } = {}) {
  apiServer.use(
    http.get('/api/guide/:id', ({ params }) => {
      const guide = guides().find((g) => g.id === Number(params.id));
      return guide ? HttpResponse.json(guide, { headers: { ETag: etag() } }) : HttpResponse.json({ error: 'Guida non trovata.' }, { status: 404 });
    }),
    http.get('/api/verifica/guida/:id', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
    http.get('/api/revisioni', () => HttpResponse.json(history())),
  );
  return captureWrites('post', '/api/revisioni', async ({ request }) => {
    const body = (await request.clone().json()) as { azione: RevisionEntry['azione'] };
    return HttpResponse.json(aRevisionEntry({ id: 31, azione: body.azione }), { status: 201 });
  });
}
