import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { BLOCKS_MSG as B } from '../../common/messages-blocks.ts';
import { productName } from '../../common/product-name.ts';
import type { Product } from '../../common/types.ts';
import { SITE_URL } from './server.ts';
import { expect } from './fixtures.ts';

/**
 * The editor's blocks driven as an editor does (decision 0062): the toolbar's 'Inserisci' menu and
 * the dialogs; shared by the editor's own spec and the publish-and-read spec.
 */

/** A JSON call of the API as staff (the page's cookies), failing the test with the server's answer. */
export async function call<T>(request: APIRequestContext, method: string, url: string, data?: unknown): Promise<T> {
  const res = await request.fetch(url, { method, data: data as object | undefined, headers: { origin: SITE_URL } });
  const body = await res.text();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${body.slice(0, 300)}`);
  return (body ? JSON.parse(body) : undefined) as T;
}

/** What an editor types to find a product: its ASIN when it has one. */
export const searchWords = (p: Pick<Product, 'asin_prodotto' | 'nome_prodotto'>) => p.asin_prodotto ?? p.nome_prodotto;

/** Searches the catalogue in a block dialog and presses the product's button ('Scegli …', 'Aggiungi …'). */
export async function chooseInDialog(page: Page, dialogName: string, product: Product, button: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('searchbox', { name: B.productSearch }).fill(searchWords(product));
  await dialog.getByRole('button', { name: `${button} ${productName(product)}` }).click();
}

/**
 * Puts the caret at the start or the end of a rich-text editor (a click lands wherever the middle
 * of a long text is), and waits until the editor has the focus: Tiptap's focus command moves it on
 * the next animation frame, and a key pressed before that frame goes nowhere.
 */
export async function caretAt(editor: Locator, where: 'start' | 'end') {
  await editor.evaluate((el, at) => (el as HTMLElement & { editor: { commands: { focus(at: string): boolean } } }).editor.commands.focus(at), where);
  await expect(editor).toBeFocused();
}

/** The caret at the end of a rich-text editor ({@link caretAt}). */
export const caretAtEnd = (editor: Locator) => caretAt(editor, 'end');

/** Opens 'Inserisci' and one of its items. */
export async function openInsert(page: Page, item: string) {
  await page.getByRole('button', { name: B.insertMenu }).click();
  await page.getByRole('menu', { name: B.insertMenu }).getByRole('menuitem', { name: item }).click();
}
