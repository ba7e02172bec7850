import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { BLOCKS_MSG as B } from '../../common/messages-blocks.ts';
import { GUIDE_MSG } from '../../common/messages-guides.ts';
import { LIST_MSG } from '../../common/messages-lists.ts';
import { MEDIA_LIBRARY_MSG as LIBRARY } from '../../common/messages-media-library.ts';
import { REVIEW_MSG } from '../../common/messages-reviews.ts';
import type { MediaItem } from '../../common/media.ts';
import type { Product } from '../../common/types.ts';
import { call, caretAtEnd, chooseInDialog, openInsert } from './blocks-helpers.ts';
import { agePrices, currentPriceShown, expectPricesHidden, tableReadableAtPhone, visitorClicksBox } from './blocks-public-helpers.ts';
import { expectToast, login } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { staffRequest } from './public-helpers.ts';
import { E2E_AMAZON_TAG, SITE_URL } from './server.ts';

/**
 * Blocks that earn, from the editor to the reader (decision 0057), in Chromium against the real
 * server: an editor inserts a product box, a comparison table and an image uploaded to the media
 * library into a review and into a guide through the toolbar, saves and publishes; the public
 * page then shows the current price with its date, links with our tag and rel="sponsored", the
 * image responsive with its size and alt text, the table readable at 375 px; a price changed in the
 * catalogue shows without publishing again; a visitor's click on the box is counted once, under its
 * place and page; a price read more than 24 hours ago disappears from the box and the table.
 */

const ALT = 'Lo zaino di emergenza aperto sul tavolo, con torcia e radio';
const CAPTION = 'Il kit pronto sul tavolo di casa';
const CREDIT = 'Redazione Scorta';

interface Made {
  products: Product[];
  image: MediaItem;
  guideId: number;
}

async function makeProducts(staff: APIRequestContext, run: string): Promise<Product[]> {
  const names = ['Torcia frontale ricaricabile', 'Radio a dinamo con torcia', 'Powerbank solare da campo'];
  const made: Product[] = [];
  for (const [i, nome] of names.entries()) {
    made.push(
      await call<Product>(staff, 'POST', '/api/prodotti', {
        nome_prodotto: `${nome} ${run}`,
        asin_prodotto: `B0PUB${run}${i}`.slice(0, 10).padEnd(10, '0'),
        valutazione_prodotto: 4.2 + i / 10,
        prezzo_originale: 24.9 + i * 10,
        specifiche_tecniche: `Peso: ${120 + i * 80} g\nAutonomia: ${10 + i * 5} ore\nImpermeabile: ${i === 1 ? 'no' : 'sì'}`,
      }),
    );
  }
  return made;
}

/** A real JPEG (a few coloured bands) uploaded to the media library with its alt text. */
async function uploadImage(staff: APIRequestContext): Promise<MediaItem> {
  const buffer = await sharp({ create: { width: 1400, height: 900, channels: 3, background: { r: 40, g: 90, b: 70 } } })
    .composite([{ input: { create: { width: 700, height: 450, channels: 3, background: { r: 230, g: 180, b: 60 } } }, top: 200, left: 300 }])
    .jpeg({ quality: 80 })
    .toBuffer();
  const res = await staff.post('/api/media', {
    headers: { origin: SITE_URL },
    multipart: { alt: ALT, credito: CREDIT, file: { name: 'zaino.jpg', mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MediaItem;
}

/** Inserisci → Box prodotto, Tabella di confronto (or the guide's own products), Immagine: through the dialogs. */
async function insertBlocks(page: Page, editor: Locator, made: Made, table: 'scelti' | 'guida') {
  const [first, second, third] = made.products as [Product, Product, Product];
  await caretAtEnd(editor);
  await openInsert(page, B.productBox);
  await chooseInDialog(page, B.productDialogTitle, first, B.productChoose);
  await expect(editor.getByRole('group', { name: B.productBox })).toContainText(first.nome_prodotto);

  await caretAtEnd(editor);
  await openInsert(page, B.comparison);
  const tableDialog = page.getByRole('dialog', { name: B.comparisonDialogTitle });
  if (table === 'guida') {
    await tableDialog.getByRole('radio', { name: B.guideProducts }).check();
  } else {
    await chooseInDialog(page, B.comparisonDialogTitle, second, B.comparisonAddShort);
    await chooseInDialog(page, B.comparisonDialogTitle, third, B.comparisonAddShort);
    await tableDialog.getByRole('checkbox', { name: 'Peso' }).check();
    await tableDialog.getByRole('radio', { name: second.nome_prodotto }).check();
    await tableDialog.getByRole('textbox', { name: B.pickReason }).fill('Funziona anche senza corrente');
  }
  await tableDialog.getByRole('button', { name: B.insertBlock, exact: true }).click();
  await expect(tableDialog).toBeHidden();

  await caretAtEnd(editor);
  await openInsert(page, B.image);
  const imageDialog = page.getByRole('dialog', { name: B.imageDialogTitle });
  await imageDialog.getByRole('button', { name: LIBRARY.pick(ALT) }).click();
  await imageDialog.getByRole('textbox', { name: B.caption }).fill(CAPTION);
  await imageDialog.getByRole('button', { name: B.insertBlock, exact: true }).click();
  await expect(imageDialog).toBeHidden();
  await expect(editor.getByRole('group', { name: B.image })).toContainText(CAPTION);
}

/**
 * Ctrl+S, then the stored text (read through the API) holds the three blocks; the autosave may
 * have stored them already, in which case Ctrl+S has nothing to do.
 */
async function saved(page: Page, url: string) {
  await page.keyboard.press('Control+s');
  await expect
    .poll(async () => {
      const stored = JSON.stringify(await call<unknown>(page.request, 'GET', url));
      return ['prodotto', 'confronto', 'immagine'].filter((kind) => stored.includes(`data-blocco=\\"${kind}\\"`)).length;
    })
    .toBe(3);
}

/** 'Pubblica' in the side panel, confirming the claims gate if it asks. */
async function publish(page: Page, published: string) {
  await page.getByRole('complementary').getByRole('button', { name: LIST_MSG.publish, exact: true }).click();
  await expectToast(page, published);
}

/** What the public page shows of the blocks: price and date, our tag, sponsored, the click report, the image. */
async function readPublicBlocks(page: Page, path: string, box: Product, tableSize: number) {
  await page.goto(path);
  const boxEl = page.locator('.block-product');
  await expect(boxEl).toHaveCount(1);
  await expect(boxEl).toContainText(box.nome_prodotto);
  await expect(boxEl).toContainText('Valutazione media su Amazon');
  await expect(boxEl).toContainText('€');
  await expect(boxEl).toContainText('Prezzo aggiornato al');
  const buy = boxEl.getByRole('link', { name: /Ordina su Amazon/ });
  await expect(buy).toHaveAttribute('href', new RegExp(`tag=${E2E_AMAZON_TAG}`));
  await expect(buy).toHaveAttribute('rel', /sponsored/);
  await expect(buy).toHaveAttribute('ping', new RegExp(`blocco=prodotto`));

  const table = page.locator('.block-compare');
  await expect(table.getByRole('columnheader')).toHaveCount(tableSize);
  await expect(table).toContainText('Prezzo aggiornato al');
  for (const link of await table.getByRole('link', { name: /Ordina su Amazon/ }).all()) {
    await expect(link).toHaveAttribute('href', new RegExp(`tag=${E2E_AMAZON_TAG}`));
    await expect(link).toHaveAttribute('rel', /sponsored/);
    await expect(link).toHaveAttribute('ping', /blocco=confronto/);
  }

  const figure = page.locator('figure.library-image');
  await expect(figure).toContainText(CAPTION);
  await expect(figure).toContainText(CREDIT);
  const img = figure.locator('img');
  await expect(img).toHaveAttribute('alt', ALT);
  await expect(img).toHaveAttribute('width', /^\d+$/);
  await expect(img).toHaveAttribute('height', /^\d+$/);
  await expect(img).toHaveAttribute('srcset', /\/media\/.+ 400w/);
  await expect(figure.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\.avif 400w/);
  const file = await page.request.get(new URL((await img.getAttribute('src'))!, SITE_URL).toString());
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('image/webp');
}

test.describe.serial('blocks from the editor to the public page', () => {
  let made: Made;
  /** What the tests made, removed at the end so the other specs on this server see the demo as it was. */
  const cleanup: Array<{ url: string }> = [];

  test.afterAll(async ({ playwright }) => {
    const staff = await staffRequest(playwright);
    for (const { url } of cleanup.reverse()) await staff.delete(url, { headers: { origin: SITE_URL } }).catch(() => undefined);
    await staff.dispose();
  });

  test('a review: box, table and image inserted, published, read, clicked, then its prices age', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await login(page);
    const run = String(randomInt(1000)).padStart(3, '0');
    made = { products: await makeProducts(page.request, run), image: await uploadImage(page.request), guideId: 0 };
    cleanup.push({ url: `/api/media/${made.image.id}` }, ...made.products.map((p) => ({ url: `/api/prodotti/${p.id}` })));
    const [reviewed] = made.products as [Product];
    cleanup.push({ url: `/api/recensioni/${reviewed.id}` });
    await call(page.request, 'POST', `/api/recensioni/${reviewed.id}`, {
      recensione_prodotto: '<p>Una buona scelta per lo zaino di casa.</p>',
      titolo: 'Prova sul campo',
    });

    await page.goto(`/dashboard/recensioni/${reviewed.id}`);
    const editor = page.getByRole('textbox', { name: REVIEW_MSG.editorLabel });
    await expect(editor).toBeVisible();
    await insertBlocks(page, editor, made, 'scelti');
    await saved(page, `/api/recensioni/${reviewed.id}`);
    await publish(page, REVIEW_MSG.published);

    const path = `/articolo/${reviewed.id}`;
    await readPublicBlocks(page, path, reviewed, 2);
    await tableReadableAtPhone(page, path, 2);
    await currentPriceShown(page, path, reviewed, made.products[1]!);
    await visitorClicksBox(browser, page.request, path, reviewed);
    agePrices(made.products.map((p) => p.id));
    await expectPricesHidden(page, path);
  });

  test('a guide: box, its own products in a table and an image, published, read, clicked, then its prices age', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await login(page);
    const run = String(randomInt(1000)).padStart(3, '0');
    const products = await makeProducts(page.request, run);
    cleanup.push(...products.map((p) => ({ url: `/api/prodotti/${p.id}` })));
    made = { products, image: made?.image ?? (await uploadImage(page.request)), guideId: 0 };
    const guide = await call<{ id: number }>(page.request, 'POST', '/api/guide', {
      titolo: `Lo zaino per le emergenze ${run}`,
      contenuto: {
        introduzione: '<p>Che cosa mettere nello zaino prima di averne bisogno.</p>',
        sezioni: products.slice(1).map((p) => ({ id_prodotto: p.id, testo: `<p>Perché ${p.nome_prodotto} serve.</p>` })),
        conclusione: '<p>Controllate lo zaino di tanto in tanto.</p>',
      },
      prodotti: products.slice(1).map((p) => p.id),
      // The uploaded image is the guide's cover too.
      id_immagine: made.image.id,
    });
    made.guideId = guide.id;
    cleanup.push({ url: `/api/guide/${guide.id}` });

    await page.goto(`/dashboard/guide/${guide.id}`);
    const editor = page.getByRole('textbox', { name: GUIDE_MSG.editorIntroLabel });
    await expect(editor).toBeVisible();
    await insertBlocks(page, editor, made, 'guida');
    await saved(page, `/api/guide/${guide.id}`);
    await publish(page, GUIDE_MSG.published);

    const path = `/guida/${guide.id}`;
    await readPublicBlocks(page, path, products[0]!, 2);
    // The cover and the image block: the library's files at their widths (the cover is decorative,
    // alt="", as every cover of the site; the block's alt text is checked above).
    const fromLibrary = page.locator('main img[src^="/media/"]');
    await expect(fromLibrary).toHaveCount(2);
    for (const img of await fromLibrary.all()) await expect(img).toHaveAttribute('srcset', /\/media\/.+ 400w/);
    await tableReadableAtPhone(page, path, 2);
    await currentPriceShown(page, path, products[0]!, products[1]!);
    await visitorClicksBox(browser, page.request, path, products[0]!);
    agePrices(products.map((p) => p.id));
    await expectPricesHidden(page, path);

    // The box's product leaves the catalogue: the public page shows nothing of the box (the table
    // of the guide's own products stays), and the guide's editor lists the block.
    const gone = products[0]!;
    await call(page.request, 'DELETE', `/api/prodotti/${gone.id}`);
    await expect
      .poll(async () => {
        await page.goto(path);
        return page.locator('.block-product').count();
      })
      .toBe(0);
    await expect(page.locator('.block-compare')).toHaveCount(1);
    expect(await page.content()).not.toContain('data-blocco');
    await page.goto(`/dashboard/guide/${guide.id}`);
    await expect(
      page
        .getByRole('complementary')
        .getByRole('status')
        .filter({ hasText: B.missing([]) }),
    ).toContainText(B.missing([B.missingBox(gone.id)]));
  });
});
