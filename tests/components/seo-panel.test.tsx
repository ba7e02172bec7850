// The SeoPanel of the editors: the two fields with their counters and Google's length guidance,
// the noindex checkbox, and the Google-result preview that shows the page's own title and
// description while a field is empty; and the panel in the news form, its values sent by Salva.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { Route, Routes } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { SeoPanel } from '../../app/components/dashboard/editing/index.ts';
import NotiziaForm from '../../app/routes/dashboard/notizia-form.tsx';
import { EMPTY_SEO_FORM, type SeoFormValues } from '../../common/seo.ts';
import type { News } from '../../common/types.ts';
import DashboardGuida from '../../app/routes/dashboard/guida.tsx';
import { apiServer } from './api-server.ts';
import { captureWrites, guideOfTwo, POWER_BANK, serveGuideEditing, TORCIA } from './guide-builders.ts';
import { aNewsItem } from './builders.ts';
import { renderInDashboard } from './render.tsx';

function Panel({ initial = EMPTY_SEO_FORM, onChange = vi.fn() }: { initial?: SeoFormValues; onChange?: (patch: Partial<SeoFormValues>) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <SeoPanel
      values={values}
      onChange={(patch) => {
        onChange(patch);
        setValues((now) => ({ ...now, ...patch }));
      }}
      fallbackTitle="Allerta meteo in Liguria"
      fallbackDescription="La protezione civile dirama l’allerta arancione per domani."
      path="/notizie/allerta-meteo-in-liguria"
    />
  );
}

const titleBox = () => screen.getByRole('textbox', { name: 'Titolo SEO' });
const descriptionBox = () => screen.getByRole('textbox', { name: 'Descrizione SEO' });
const preview = () => screen.getByTestId('seo-preview');

describe('SeoPanel', () => {
  test('empty, the preview shows what the page computes: its title with the site’s name, its description, its address', () => {
    renderInDashboard(<Panel />);
    const result = within(preview());
    expect(result.getByText('Allerta meteo in Liguria | Pronti a Tutto')).toHaveClass('seo-preview-title');
    expect(result.getByText('La protezione civile dirama l’allerta arancione per domani.')).toBeInTheDocument();
    expect(result.getByText(/› notizie › allerta-meteo-in-liguria$/)).toBeInTheDocument();
    expect(screen.getByText('Campo vuoto: l’anteprima mostra il valore calcolato dalla pagina.')).toBeInTheDocument();
    expect(screen.getByText('Lunghezza ideale: fino a 60 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Lunghezza ideale: tra 120 e 160 caratteri')).toBeInTheDocument();
    expect(screen.getAllByText(/^0\/(70|200) caratteri$/)).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'Nascondi ai motori di ricerca (noindex)' })).not.toBeChecked();
  });

  test('typed values replace the fallbacks in the preview; the counters count and advise past Google’s lengths', async () => {
    const onChange = vi.fn();
    const { user } = renderInDashboard(<Panel onChange={onChange} />);
    await user.type(titleBox(), 'Allerta arancione: cosa fare');
    expect(within(preview()).getByText('Allerta arancione: cosa fare')).toBeInTheDocument();
    expect(screen.getByText('28/70 caratteri')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ seo_titolo: 'Allerta arancione: cosa fare' });

    await user.type(titleBox(), ' e cosa evitare nelle prossime ore in città');
    expect(screen.getByText('Più lungo di 60 caratteri: Google potrebbe tagliarlo.')).toBeInTheDocument();
    // Google cuts the title near 60 characters: the preview too, at a word, with an ellipsis.
    const shown = within(preview()).getByText(/^Allerta arancione: cosa fare e cosa evitare/).textContent!;
    expect(shown.length).toBeLessThanOrEqual(60);
    expect(shown.endsWith('…')).toBe(true);

    await user.type(descriptionBox(), 'Troppo breve.');
    expect(screen.getByText('Meno di 120 caratteri: una descrizione più ricca aiuta chi cerca.')).toBeInTheDocument();
    expect(within(preview()).getByText('Troppo breve.')).toBeInTheDocument();
    expect(screen.queryByText('Campo vuoto: l’anteprima mostra il valore calcolato dalla pagina.')).not.toBeInTheDocument();
    await user.type(descriptionBox(), ` ${'parola '.repeat(25)}`);
    expect(screen.getByText('Più lungo di 160 caratteri: Google potrebbe tagliarlo.')).toBeInTheDocument();
    expect(within(preview()).getByText(/^Troppo breve\./).textContent!.length).toBeLessThanOrEqual(160);
  });

  test('the fields stop at their limits; noindex says the page leaves the results', async () => {
    const onChange = vi.fn();
    const { user } = renderInDashboard(<Panel onChange={onChange} />);
    expect(titleBox()).toHaveAttribute('maxLength', '70');
    expect(descriptionBox()).toHaveAttribute('maxLength', '200');
    await user.click(screen.getByRole('checkbox', { name: 'Nascondi ai motori di ricerca (noindex)' }));
    expect(onChange).toHaveBeenLastCalledWith({ noindex: true });
    expect(screen.getByText('Con noindex la pagina non compare nei risultati di ricerca.')).toBeInTheDocument();
  });
});

describe('the SEO panel in the news form', () => {
  test('shows the saved SEO fields and Salva sends the changed ones', async () => {
    const item = aNewsItem({ id: 7, seo_titolo: 'Allerta in Liguria', seo_descrizione: null, noindex: false });
    const bodies: unknown[] = [];
    apiServer.use(
      http.get('/api/notizie/7', () => HttpResponse.json(item, { headers: { ETag: 'W/"n1"' } })),
      http.get('/api/revisioni', () => HttpResponse.json([])),
      http.get('/api/verifica/notizia/7', () => HttpResponse.json({ non_verificati: [], verifica: null, conferme: [] })),
      http.get('/api/prompts', () => HttpResponse.json([])),
      http.put('/api/notizie/7', async ({ request }) => {
        const body = (await request.json()) as Partial<News>;
        bodies.push(body);
        return HttpResponse.json({ ...item, ...body, seo_titolo: body.seo_titolo?.trim() || null }, { headers: { ETag: 'W/"n2"' } });
      }),
    );
    const { user } = renderInDashboard(
      <Routes>
        <Route path="/dashboard/notizie/:id" element={<NotiziaForm />} />
      </Routes>,
      { path: '/dashboard/notizie/7' },
    );
    expect(await screen.findByRole('textbox', { name: 'Titolo SEO' })).toHaveValue('Allerta in Liguria');
    await user.type(descriptionBox(), 'Codice arancione fino a domani sera.');
    await user.click(screen.getByRole('checkbox', { name: 'Nascondi ai motori di ricerca (noindex)' }));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ seo_titolo: 'Allerta in Liguria', seo_descrizione: 'Codice arancione fino a domani sera.', noindex: true });
  });
});

describe('the SEO panel in the guide editor', () => {
  test('shows the guide’s SEO fields; Salva guida sends those that changed, and only those', async () => {
    const guide = guideOfTwo({ seo_titolo: 'Kit blackout: la lista', seo_descrizione: null, noindex: false });
    apiServer.use(http.get('/api/prodotti', () => HttpResponse.json([TORCIA, POWER_BANK])));
    serveGuideEditing(() => [guide]);
    const bodies = captureWrites('put', '/api/guide/7', () => HttpResponse.json({ ...guide, noindex: true }));
    const { user } = renderInDashboard(
      <Routes>
        <Route path="/dashboard/guide/:id" element={<DashboardGuida />} />
      </Routes>,
      { path: `/dashboard/guide/${guide.id}` },
    );
    expect(await screen.findByRole('textbox', { name: 'Titolo SEO' })).toHaveValue('Kit blackout: la lista');
    expect(within(preview()).getByText('Kit blackout: la lista')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Nascondi ai motori di ricerca (noindex)' }));
    await user.click(screen.getByRole('button', { name: 'Salva guida' }));
    expect(await screen.findByText('Guida aggiornata')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ noindex: true });
    expect(bodies[0]).not.toHaveProperty('seo_titolo');
    expect(bodies[0]).not.toHaveProperty('seo_descrizione');
  });
});
