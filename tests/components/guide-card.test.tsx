// A saved guide's card on /dashboard/guide (spec sections 2 and 4): image, title, status badge,
// the collapsible content preview (introduction, per-product sections, conclusion) and the
// actions Modifica (a link to the guide's own page), Visualizza, Espandi/Comprimi, Rigenera, Elimina, Pubblica, Archivia.
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { GuideCard, type GuideCardHandlers } from '../../app/features/guides/guide-card.tsx';
import type { Guide } from '../../common/types.ts';
import { guideContent, guideOfTwo, POWER_BANK, TORCIA } from './guide-builders.ts';
import { renderInDashboard } from './render.tsx';

const PRODUCTS = new Map([TORCIA, POWER_BANK].map((p) => [p.id, p]));

/** The card as the guides screen holds it: `expanded` lives in the page, with a heading outside the card. */
function renderCard(guide: Guide, { busy = false } = {}) {
  const handlers = {
    editHref: (g: Guide) => `/dashboard/guide/${g.id}?da=%3Fq%3Dkit`,
    onExpand: vi.fn(),
    onRegenerate: vi.fn(),
    onDelete: vi.fn(),
    onPublish: vi.fn(),
    onArchive: vi.fn(),
    busy: () => busy,
  } satisfies GuideCardHandlers;
  function Page() {
    const [expanded, setExpanded] = useState(false);
    const onExpand = (g: Guide, open: boolean) => {
      handlers.onExpand(g, open);
      setExpanded(open);
    };
    return (
      <>
        <h1>Guide</h1>
        <GuideCard guide={guide} products={PRODUCTS} expanded={expanded} handlers={{ ...handlers, onExpand }} />
      </>
    );
  }
  const view = renderInDashboard(<Page />);
  const card = screen.getByRole('article', { name: guide.titolo });
  return { ...view, card, handlers };
}

describe('guide card', () => {
  test('shows the title, the status badge and the content: introduction, a numbered section per product, conclusion', () => {
    const { card } = renderCard(guideOfTwo());
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Kit blackout');
    expect(card).toHaveTextContent('Bozza');
    expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['1. Torcia frontale', '2. Power bank']);
    expect(card).toHaveTextContent(/Introduzione della guida\..*Sezione del prodotto uno\..*Sezione del prodotto due\..*Conclusione della guida\./);
    expect(card).toHaveTextContent('2 prodotti');
    // No cover: the placeholder image.
    expect(card.querySelector('img')).toHaveAttribute('src', '/assets/placeholder.png');
  });

  test('shows the cover image when the guide has one', () => {
    const { card } = renderCard(guideOfTwo({ immagine_url: '/demo/guide/1.svg' }));
    expect(card.querySelector('img')).toHaveAttribute('src', '/demo/guide/1.svg');
  });

  test('Espandi opens the preview, Comprimi closes it, and so does a click outside the card', async () => {
    const { user, card, handlers } = renderCard(guideOfTwo());
    const content = card.querySelector('#guida-7-contenuto')!;
    expect(content).not.toHaveClass('is-expanded');
    const toggle = within(card).getByRole('button', { name: 'Espandi' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'guida-7-contenuto');

    await user.click(toggle);
    expect(content).toHaveClass('is-expanded');
    expect(within(card).getByRole('button', { name: 'Comprimi' })).toHaveAttribute('aria-expanded', 'true');
    // A click inside the card keeps it open.
    await user.click(within(card).getByRole('heading', { level: 2 }));
    expect(content).toHaveClass('is-expanded');
    await user.click(within(card).getByRole('button', { name: 'Comprimi' }));
    expect(content).not.toHaveClass('is-expanded');

    await user.click(within(card).getByRole('button', { name: 'Espandi' }));
    await user.click(screen.getByRole('heading', { level: 1, name: 'Guide' }));
    expect(content).not.toHaveClass('is-expanded');
    expect(handlers.onExpand.mock.calls.map(([, open]) => open)).toEqual([true, false, true, false]);
  });

  test('each action reports its guide', async () => {
    const guide = guideOfTwo();
    const { user, card, handlers } = renderCard(guide);
    // Modifica is a link (it opens in a new tab too) to the guide's page, carrying the list's address.
    expect(within(card).getByRole('link', { name: 'Modifica' })).toHaveAttribute('href', '/dashboard/guide/7?da=%3Fq%3Dkit');
    await user.click(within(card).getByRole('button', { name: 'Rigenera' }));
    await user.click(within(card).getByRole('button', { name: 'Elimina' }));
    await user.click(within(card).getByRole('button', { name: 'Pubblica' }));
    await user.click(within(card).getByRole('button', { name: 'Archivia' }));
    for (const handler of [handlers.onRegenerate, handlers.onDelete, handlers.onPublish, handlers.onArchive]) {
      expect(handler).toHaveBeenCalledExactlyOnceWith(guide);
    }
    const view = within(card).getByRole('link', { name: /Visualizza/ });
    expect(view).toHaveAttribute('href', '/guida/7');
    expect(view).toHaveAttribute('target', '_blank');
  });

  test('Pubblica is hidden on a published guide, Archivia on an archived one', () => {
    const published = renderCard(guideOfTwo({ stato: 'pubblicata' }));
    expect(published.card).toHaveTextContent('Pubblicata');
    expect(within(published.card).queryByRole('button', { name: 'Pubblica' })).not.toBeInTheDocument();
    expect(within(published.card).getByRole('button', { name: 'Archivia' })).toBeInTheDocument();
    published.unmount();

    const archived = renderCard(guideOfTwo({ stato: 'archiviata' }));
    expect(archived.card).toHaveTextContent('Archiviata');
    expect(within(archived.card).queryByRole('button', { name: 'Archivia' })).not.toBeInTheDocument();
    expect(within(archived.card).getByRole('button', { name: 'Pubblica' })).toBeInTheDocument();
  });

  test('while a publish or archive runs, the other actions wait', () => {
    const { card } = renderCard(guideOfTwo(), { busy: true });
    for (const name of ['Pubblica', 'Archivia', 'Rigenera', 'Elimina']) expect(within(card).getByRole('button', { name })).toBeDisabled();
    expect(within(card).getByRole('link', { name: 'Modifica' })).toBeVisible();
  });

  test('a guide without text says so and offers no Espandi', () => {
    const { card } = renderCard(guideOfTwo({ contenuto: guideContent('', [[1, '']], '') }));
    expect(card).toHaveTextContent('Nessun contenuto.');
    expect(within(card).queryByRole('button', { name: 'Espandi' })).not.toBeInTheDocument();
  });
});
