import Database from 'better-sqlite3';
import sharp from 'sharp';
import type { APIRequestContext } from '@playwright/test';
import type { MediaItem } from '../../common/media.ts';
import { DASH_MSG } from '../../common/messages-dashboard.ts';
import { MEDIA_LIBRARY_MSG as LIBRARY } from '../../common/messages-media-library.ts';
import { PROFILE_MSG as P } from '../../common/messages-profile.ts';
import type { News } from '../../common/types.ts';
import { call } from './blocks-helpers.ts';
import { E2E_DB_FILE, expectToast, login, loginThroughForm, waitForHydration } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { SITE_URL } from './server.ts';

/**
 * Il mio profilo, end to end (decision 0066): a writer opens it from the user menu, sets a display
 * name and picks a picture from the media library, sees the byline's preview, saves, and the
 * public page of their news item carries the new byline with the picture, linking to /autore.
 */
const WRITER = { username: 'e2e-firma', password: 'Password-Firma-1' };
const ALT = 'Ritratto di prova per la firma';

async function portrait(staff: APIRequestContext): Promise<MediaItem> {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 47, g: 107, b: 63 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const res = await staff.post('/api/media', { headers: { origin: SITE_URL }, multipart: { alt: ALT, file: { name: 'ritratto.jpg', mimeType: 'image/jpeg', buffer } } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as MediaItem;
}

test('a writer changes display name and picture in Il mio profilo and the public byline follows', async ({ page, browser }) => {
  // The admin prepares: the writer's account, a picture in the library, a published news item of theirs.
  await login(page);
  const staff = page.request;
  const user = await call<{ id: number }>(staff, 'POST', '/api/utenti', WRITER);
  const image = await portrait(staff);
  const text = 'Le sirene del Comune verranno provate sabato mattina.';
  const made = await call<News>(staff, 'POST', '/api/notizie', {
    titolo: 'Prova delle sirene sabato',
    slug: 'prova-sirene-e2e',
    testo_originale: text,
    contenuto: `<p>${text}</p>`,
  });
  await call(staff, 'POST', `/api/notizie/${made.id}/pubblica`, {});
  const db = new Database(E2E_DB_FILE);
  try {
    db.prepare('update news set id_autore = ? where id = ?').run(user.id, made.id);
  } finally {
    db.close();
  }

  try {
    const context = await browser.newContext({ baseURL: SITE_URL });
    const writer = await context.newPage();
    await loginThroughForm(writer, WRITER);
    await waitForHydration(writer);
    await writer.getByRole('button', { name: DASH_MSG.userMenu(WRITER.username) }).click();
    await writer.getByRole('link', { name: P.menuItem }).click();
    await expect(writer).toHaveURL(/\/dashboard\/profilo$/);
    await expect(writer.getByRole('heading', { name: P.title, level: 1 })).toBeVisible();

    await writer.getByLabel(P.nameLabel).fill('Elena Fabbri');
    await writer.getByLabel(P.bioLabel).fill('Segue la protezione civile del suo Comune.');
    await writer.getByRole('button', { name: P.pictureChoose }).click();
    const dialog = writer.getByRole('dialog', { name: P.pictureDialog });
    await dialog.getByRole('button', { name: LIBRARY.pick(ALT) }).click();
    await expect(dialog).toBeHidden();
    const preview = writer.getByTestId('anteprima-firma');
    await expect(preview).toContainText('di Elena Fabbri');
    await expect(preview.locator('img.byline-picture')).toBeVisible();
    await writer.getByRole('button', { name: P.save }).click();
    await expectToast(writer, P.saved);

    // The public page, as a visitor sees it.
    const visitor = await browser.newContext({ baseURL: SITE_URL });
    const reader = await visitor.newPage();
    await reader.goto('/notizie/prova-sirene-e2e');
    const byline = reader.locator('.article-meta .byline');
    await expect(byline).toContainText('di Elena Fabbri');
    await expect(byline.getByRole('link', { name: 'Elena Fabbri' })).toHaveAttribute('href', '/autore/elena-fabbri');
    await expect(byline.locator('img.byline-picture')).toHaveAttribute('src', image.url);
    await byline.getByRole('link', { name: 'Elena Fabbri' }).click();
    await expect(reader.getByRole('heading', { name: 'Elena Fabbri', level: 1 })).toBeVisible();
    await expect(reader.getByText('Segue la protezione civile del suo Comune.')).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Prova delle sirene sabato' })).toBeVisible();
    await visitor.close();
    await context.close();
  } finally {
    await call(staff, 'DELETE', `/api/notizie/${made.id}`);
    await call(staff, 'DELETE', `/api/utenti/${user.id}`);
    await call(staff, 'DELETE', `/api/media/${image.id}`);
  }
});
