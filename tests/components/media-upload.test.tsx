// The upload dialog of the media library against the API faked by msw: the Italian checks made
// before sending (format by extension and MIME type, 15 MB, alt text required), the server's
// refusal shown as it is, the multipart request, and the new item first in the grid.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { MEDIA_LIBRARY_MSG as M } from '../../common/messages-media-library.ts';
import { MEDIA_MAX_BYTES } from '../../app/entities/media/types.ts';
import MediaRoute from '../../app/routes/dashboard/media.tsx';
import { apiServer } from './api-server.ts';
import { expectToast } from './dashboard-expect.ts';
import { aMediaItem, serveLibrary } from './media-builders.ts';
import { renderInDashboard } from './render.tsx';

const jpeg = (name = 'torcia.jpg', size = 2048, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

/** The page with its library, the upload dialog open; `user` chooses any file (the input's accept is not applied, as a drop would not). */
async function openUpload() {
  const view = renderInDashboard(<MediaRoute />, { path: '/dashboard/media' });
  const user = userEvent.setup({ delay: null, applyAccept: false });
  await screen.findByRole('button', { name: /Kit di emergenza/ });
  await user.click(screen.getByRole('button', { name: M.upload }));
  const dialog = await screen.findByRole('dialog', { name: M.uploadTitle });
  return { ...view, user, dialog: within(dialog), dialogEl: dialog };
}

/** Every POST /api/media with its form fields (the file as name, type and size). */
function capturePosts(reply: () => Response) {
  const posts: Record<string, unknown>[] = [];
  apiServer.use(
    http.post('/api/media', async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      posts.push({ alt: form.get('alt'), credito: form.get('credito'), file: `${file.name} ${file.type} ${file.size}` });
      return reply();
    }),
  );
  return posts;
}

describe('Media: upload', () => {
  test('refuses a wrong format, an oversize file and a missing alt text in Italian, sending nothing', async () => {
    serveLibrary([aMediaItem()]);
    const posts = capturePosts(() => HttpResponse.json({}, { status: 500 }));
    const { user, dialog } = await openUpload();
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    expect(dialog.getByRole('alert')).toHaveTextContent(M.fileRequired);
    await user.upload(dialog.getByLabelText(M.chooseFile), new File(['%PDF-1.7'], 'manuale.pdf', { type: 'application/pdf' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(M.fileType('manuale.pdf'));
    await user.upload(dialog.getByLabelText(M.chooseFile), new File(['<svg/>'], 'finta.jpg', { type: 'image/svg+xml' }));
    expect(dialog.getByRole('alert')).toHaveTextContent(M.fileType('finta.jpg'));
    await user.upload(dialog.getByLabelText(M.chooseFile), jpeg('enorme.jpg', MEDIA_MAX_BYTES + 1));
    expect(dialog.getByRole('alert')).toHaveTextContent(M.fileTooLarge('enorme.jpg'));
    await user.upload(dialog.getByLabelText(M.chooseFile), jpeg());
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(dialog.getByText('torcia.jpg', { exact: false })).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    const alt = dialog.getByRole('textbox', { name: /Testo alternativo/ });
    expect(alt).toHaveAccessibleDescription(expect.stringContaining(M.altRequired));
    expect(alt).toHaveFocus();
    await user.click(alt);
    await user.paste('x'.repeat(201));
    expect(dialog.getByText('201/200')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    expect(alt).toHaveAccessibleDescription(expect.stringContaining(M.altMax(200)));
    expect(posts).toEqual([]);
  });

  test("shows the server's refusal as it is and keeps the dialog open", async () => {
    serveLibrary([aMediaItem()]);
    const refusal = 'Formato non supportato: il file non è un’immagine JPEG, PNG, WebP o AVIF.';
    const posts = capturePosts(() => HttpResponse.json({ error: refusal }, { status: 415 }));
    const { user, dialog } = await openUpload();
    await user.upload(dialog.getByLabelText(M.chooseFile), jpeg('documento.jpg'));
    await user.type(dialog.getByRole('textbox', { name: /Testo alternativo/ }), 'Documento');
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    expect(await dialog.findByText(refusal)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: M.uploadTitle })).toBeInTheDocument();
  });

  test('sends the file with its alt text and credit, then shows the new item first', async () => {
    const old = aMediaItem({ id: 1 });
    serveLibrary([old]);
    const created = aMediaItem({ id: 9, alt: 'Torcia frontale accesa nel bosco', credito: 'Mario Bianchi', nome_file: 'torcia.jpg' });
    const posts = capturePosts(() => HttpResponse.json(created, { status: 201 }));
    const { user, dialog } = await openUpload();
    await user.upload(dialog.getByLabelText(M.chooseFile), jpeg());
    await user.type(dialog.getByRole('textbox', { name: /Testo alternativo/ }), '  Torcia frontale accesa nel bosco ');
    expect(dialog.getByText('32/200')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Credito/ }), 'Mario Bianchi');
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    await expectToast(M.uploaded, 'success');
    expect(posts).toEqual([{ alt: 'Torcia frontale accesa nel bosco', credito: 'Mario Bianchi', file: 'torcia.jpg image/jpeg 2048' }]);
    expect(screen.queryByRole('dialog', { name: M.uploadTitle })).not.toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titles).toEqual([created.alt, old.alt]);
    expect(screen.getByText('2 immagini')).toBeInTheDocument();
  });

  test('several files go up one after the other, each with its own alt text', async () => {
    serveLibrary([aMediaItem({ id: 1 })]);
    let next = 10;
    const posts = capturePosts(() => HttpResponse.json(aMediaItem({ id: next, alt: `Foto ${next++}` }), { status: 201 }));
    const { user, dialog } = await openUpload();
    await user.upload(dialog.getByLabelText(M.chooseFile), [jpeg('uno.jpg'), jpeg('due.png', 10, 'image/png')]);
    expect(dialog.getByText(M.queued(1))).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Testo alternativo/ }), 'Primo');
    await user.click(dialog.getByRole('button', { name: M.uploadNext }));
    await dialog.findByRole('button', { name: M.uploadAction });
    expect(dialog.getByRole('textbox', { name: /Testo alternativo/ })).toHaveValue('');
    await user.type(dialog.getByRole('textbox', { name: /Testo alternativo/ }), 'Secondo');
    await user.click(dialog.getByRole('button', { name: M.uploadAction }));
    await screen.findByRole('button', { name: 'Foto 11' });
    expect(posts.map((p) => [p.alt, p.file])).toEqual([
      ['Primo', 'uno.jpg image/jpeg 2048'],
      ['Secondo', 'due.png image/png 10'],
    ]);
  });
});
