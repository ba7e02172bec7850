import { SOURCES_MSG } from '../../common/messages-sources.ts';
import { getJson } from './public-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The 'Fonti' of the demo water guide in a browser (decision 0068), at 1280 and 768 px: the notes
 * in the text lead to their entries and back, without any script; screenshots kept for a look.
 */
for (const width of [1280, 768]) {
  test(`the water guide's notes and Fonti at ${width} px`, async ({ page, request }) => {
    const guides = await getJson<Array<{ id: number; titolo: string }>>(request, '/api/guide?stato=pubblicata');
    const water = guides.find((g) => g.titolo.startsWith('Acqua in emergenza'))!;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/guida/${water.id}`);

    const sources = page.getByRole('region', { name: SOURCES_MSG.heading });
    await expect(sources.getByRole('heading', { name: SOURCES_MSG.heading })).toBeVisible();
    await expect(sources.getByRole('listitem')).toHaveCount(2);
    await expect(sources.getByRole('listitem').first()).toContainText('«4 litri»');
    await expect(sources.getByRole('listitem').first()).toContainText('Dipartimento della Protezione Civile');

    const note = page.getByRole('link', { name: SOURCES_MSG.noteLabel(1), exact: true });
    await note.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/fonti-${width}-nota.png` });
    await note.click();
    await expect(page).toHaveURL(/#fonte-1$/);
    await expect(page.locator('#fonte-1')).toBeInViewport();
    await page.screenshot({ path: `test-results/fonti-${width}-elenco.png` });

    await sources.getByRole('link', { name: SOURCES_MSG.backLabel(1) }).click();
    await expect(page).toHaveURL(/#nota-fonte-1$/);
    await expect(note).toBeInViewport();
  });
}
