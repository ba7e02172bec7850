// The dashboard shell (spec section "Dashboard shell"): the sidebar marks exactly one entry as the
// current page (highlight and aria-current together), 'Aggiungi prodotto' appears once, and every
// Elimina in cards and rows is the same destructive button (the Button primitive's danger variant).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { GuideCard } from '../../app/features/guides/guide-card.tsx';
import { ReviewCard } from '../../app/features/reviews/review-card.tsx';
import { PromptCard } from '../../app/features/prompts/prompt-card.tsx';
import DashboardCategorie from '../../app/routes/dashboard/categorie-prodotti.tsx';
import DashboardLayout from '../../app/routes/dashboard/layout.tsx';
import { apiServer } from './api-server.ts';
import { aCategory, aGuide, aPrompt, aReview } from './builders.ts';
import { renderInDashboard } from './render.tsx';

type LayoutProps = ComponentProps<typeof DashboardLayout>;

function renderShell(path: string) {
  apiServer.use(http.get('/api/messaggi/non-letti', () => HttpResponse.json({ non_letti: 0 })));
  const props = { loaderData: { username: 'admin', path } } as unknown as LayoutProps;
  const view = renderInDashboard(<DashboardLayout {...props} />, { path });
  const sidebar = within(screen.getByRole('complementary'));
  return { ...view, sidebar };
}

/** The sidebar's links that say they are the current page, and those drawn highlighted. */
function currentEntries(sidebar: { getAllByRole(role: 'link'): HTMLElement[] }) {
  const links = sidebar.getAllByRole('link');
  return {
    current: links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.textContent?.trim()),
    highlighted: links.filter((a) => a.classList.contains('active')).map((a) => a.textContent?.trim()),
  };
}

describe('dashboard sidebar', () => {
  test.each([
    ['/dashboard/aggiungi-prodotto', 'Aggiungi prodotto'],
    ['/dashboard/recensioni', 'Recensioni'],
    ['/dashboard/notizie/nuova', 'Notizie'],
    ['/dashboard/fonti-feed', 'Fonti dei feed'],
    ['/dashboard/media', 'Media'],
    ['/dashboard/reindirizzamenti', 'Reindirizzamenti'],
    ['/dashboard/chiavi', 'Chiavi API'],
  ])('on %s only «%s» is the current entry', (path, label) => {
    const { sidebar } = renderShell(path);
    expect(currentEntries(sidebar)).toEqual({ current: [label], highlighted: [label] });
  });

  test('on the products list the open submenu’s «Tutti i prodotti» is current; closed, «Prodotti» is', async () => {
    const { sidebar, user } = renderShell('/dashboard/prodotti');
    expect(currentEntries(sidebar)).toEqual({ current: ['Tutti i prodotti'], highlighted: ['Tutti i prodotti'] });
    await user.click(sidebar.getByRole('button', { name: 'Sottomenu prodotti' }));
    expect(currentEntries(sidebar)).toEqual({ current: ['Prodotti'], highlighted: ['Prodotti'] });
  });

  test('the add-product page has one entry: «Aggiungi prodotto», not repeated in the submenu', () => {
    const { sidebar } = renderShell('/dashboard/prodotti');
    const hrefs = sidebar.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs.filter((h) => h === '/dashboard/aggiungi-prodotto')).toHaveLength(1);
    expect(sidebar.queryByRole('link', { name: 'Nuovo prodotto' })).toBeNull();
    expect(sidebar.getByRole('link', { name: 'Aggiungi prodotto' })).toHaveAttribute('href', '/dashboard/aggiungi-prodotto');
  });
});

/** The Elimina button is the Button primitive's small danger variant, nothing drawn by hand. */
function expectDangerButton(button: HTMLElement) {
  expect(button).toHaveClass('btn', 'btn-danger', 'btn-sm');
  expect(button).not.toHaveClass('btn-ghost');
  expect(button).not.toHaveClass('text-danger');
}

describe('Elimina looks the same in every card and row', () => {
  test('review, guide and prompt cards', () => {
    renderInDashboard(
      <>
        <ReviewCard
          review={aReview({ id: 7, id_prodotto: 7, nome_sintetico: 'Torcia' })}
          expanded={false}
          handlers={{
            editHref: () => '/dashboard/recensioni/7',
            onDelete: vi.fn(),
            onRegenerate: vi.fn(),
            onPublish: vi.fn(),
            onArchive: vi.fn(),
            onToggleExpand: vi.fn(),
            isBusy: () => false,
          }}
        />
        <GuideCard
          guide={aGuide({ id: 8, titolo: 'Guida al blackout' })}
          products={new Map()}
          expanded={false}
          handlers={{
            editHref: () => '/dashboard/guide/8',
            onExpand: vi.fn(),
            onRegenerate: vi.fn(),
            onDelete: vi.fn(),
            onPublish: vi.fn(),
            onArchive: vi.fn(),
            busy: () => false,
          }}
        />
        <PromptCard
          prompt={aPrompt({ id: 9, titolo: 'Prompt recensioni', is_default: 0 })}
          editing={false}
          settingDefault={false}
          handlers={{ onEdit: vi.fn(), onSetDefault: vi.fn(), onDelete: vi.fn(), onCopy: vi.fn() }}
          onSaved={vi.fn()}
          onCancel={vi.fn()}
        />
      </>,
    );
    const deletes = screen.getAllByRole('button', { name: /^Elimina/ });
    expect(deletes).toHaveLength(3);
    deletes.forEach(expectDangerButton);
  });

  test('the rows of the categories table', async () => {
    apiServer.use(http.get('/api/categorie-prodotti', () => HttpResponse.json([aCategory({ id: 1, nome: 'Illuminazione' }), aCategory({ id: 2, nome: 'Acqua' })])));
    renderInDashboard(<DashboardCategorie />, { path: '/dashboard/categorie-prodotti' });
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Elimina/ })).toHaveLength(2));
    screen.getAllByRole('button', { name: /^Elimina/ }).forEach(expectDangerButton);
  });
});
