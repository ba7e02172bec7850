import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import Contatti from '../../app/routes/public/contatti.tsx';
import type { Route } from '../../app/routes/public/+types/contatti';
import { initContactForm } from '../../app/enhance/contact-form.ts';
import { EnhanceContext } from '../../app/lib/enhance.tsx';
import { apiServer } from './api-server.ts';

/** The contact page's script (app/enhance/contact-form.ts) on the markup the server renders. */

type Outcome = 'inviato' | 'campi' | 'limite' | null;

/** The page as the server renders it (`scripts`: the script addresses, none by default: happy-dom would try to load them). */
function serverMarkup(outcome: Outcome = null, scripts = {}) {
  const props = { loaderData: { email: 'redazione@prontiatutto.it', outcome } } as unknown as Route.ComponentProps;
  document.body.innerHTML = renderToStaticMarkup(
    <EnhanceContext.Provider value={scripts}>
      <MemoryRouter initialEntries={['/contatti']}>
        <Contatti {...props} />
      </MemoryRouter>
    </EnhanceContext.Provider>,
  );
}

function enhanced(outcome: Outcome = null) {
  serverMarkup(outcome);
  initContactForm(document.querySelector<HTMLElement>('[data-enhance~="contact-form"]')!);
}

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const form = () => $<HTMLFormElement>('form.contact-form');
const notice = () => $('.notice-error');
/** The text a person sees: hidden parts left out. */
function shown(el: HTMLElement) {
  const copy = el.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('[hidden]').forEach((h) => h.remove());
  return copy.textContent;
}
const success = () => $('.notice-success');
const submitButton = () => $<HTMLButtonElement>('button[type="submit"][data-part="submit"]');
const errorOf = (name: string) => $(`#contatti-${name}-error`);

function type(name: string, value: string) {
  const el = $<HTMLInputElement>(`#contatti-${name}`);
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
}
function tick(name: string, on: boolean) {
  const el = $<HTMLInputElement>(`#contatti-${name}`);
  el.checked = on;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

const valid = { nome: 'Luca Bianchi', email: 'luca.bianchi@example.it', oggetto: 'Domanda sul kit', messaggio: 'Il kit di primo soccorso compatto contiene anche le forbici?' };
function fillValid() {
  for (const [name, value] of Object.entries(valid)) type(name, value);
  tick('consenso', true);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the contact page without its script', () => {
  it('is a plain form posting to the API, with the browser’s checks, the script next to it and nothing shown yet', () => {
    serverMarkup(null, { 'contact-form': '/assets/enhance-contact-form-abc.js' });
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/api/contatti');
    expect(form().noValidate).toBe(false);
    expect(form().hidden).toBe(false);
    expect($('#contatti-nome').hasAttribute('required')).toBe(true);
    expect($('#contatti-nome').getAttribute('minlength')).toBe('2');
    expect($('#contatti-messaggio').getAttribute('minlength')).toBe('10');
    expect($('#contatti-consenso').getAttribute('name')).toBe('consenso');
    expect(success().hidden).toBe(true);
    expect(notice().hidden).toBe(true);
    expect(document.querySelectorAll('.field-error:not([hidden])')).toHaveLength(0);
    expect(document.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/enhance-contact-form-abc.js');
    // CSP: no inline style or event handler attributes.
    expect(document.body.innerHTML).not.toMatch(/\s(style|on\w+)=/);
  });

  it('shows what the API’s redirect says: sent, invalid, too many messages', () => {
    serverMarkup('inviato');
    expect(success().hidden).toBe(false);
    expect(success().textContent).toContain('Messaggio inviato! Ti risponderemo al più presto.');
    expect(form().hidden).toBe(true);

    serverMarkup('campi');
    expect(notice().hidden).toBe(false);
    expect(shown(notice())).toBe('Compila tutti i campi obbligatori. ');

    serverMarkup('limite');
    expect(notice().hidden).toBe(false);
    expect(shown(notice())).toBe("Errore durante l'invio. Hai inviato troppi messaggi. Riprova tra qualche minuto. Puoi scriverci a redazione@prontiatutto.it.");
  });
});

describe('the contact form with its script', () => {
  it('turns off the browser’s checks and flags every invalid field, focusing the first', () => {
    enhanced();
    expect(form().noValidate).toBe(true);
    submit();
    expect(notice().hidden).toBe(false);
    expect(notice().getAttribute('role')).toBe('alert');
    expect(notice().textContent).toContain('Compila tutti i campi obbligatori.');
    expect(errorOf('nome').textContent).toBe('Inserisci il tuo nome (almeno 2 caratteri).');
    expect(errorOf('email').textContent).toBe('Inserisci un indirizzo e-mail valido.');
    expect(errorOf('oggetto').textContent).toBe("Inserisci l'oggetto (almeno 3 caratteri).");
    expect(errorOf('messaggio').textContent).toBe('Scrivi un messaggio di almeno 10 caratteri.');
    expect(errorOf('consenso').textContent).toBe("Per inviare il messaggio devi accettare l'informativa privacy.");
    for (const name of ['nome', 'email', 'oggetto', 'messaggio', 'consenso']) {
      expect(errorOf(name).hidden).toBe(false);
      expect($(`#contatti-${name}`).getAttribute('aria-invalid')).toBe('true');
      expect($(`#contatti-${name}`).getAttribute('aria-describedby')).toBe(`contatti-${name}-error`);
    }
    expect($('#contatti-nome').closest('.field')!.classList.contains('has-error')).toBe(true);
    expect(document.activeElement).toBe($('#contatti-nome'));
  });

  it('lets a flagged field’s message follow what is typed, and focuses the first field still wrong', () => {
    enhanced();
    type('nome', 'Luca');
    submit();
    // A field valid at submit is not flagged: its message does not appear while typing.
    expect(errorOf('nome').hidden).toBe(true);
    expect($('#contatti-nome').hasAttribute('aria-invalid')).toBe(false);
    expect(document.activeElement).toBe($('#contatti-email'));
    type('nome', 'L');
    expect(errorOf('nome').hidden).toBe(true);

    type('email', 'luca@example.it');
    expect(errorOf('email').hidden).toBe(true);
    expect($('#contatti-email').hasAttribute('aria-invalid')).toBe(false);
    expect($('#contatti-email').hasAttribute('aria-describedby')).toBe(false);
    expect($('#contatti-email').closest('.field')!.classList.contains('has-error')).toBe(false);
    type('email', 'luca@');
    expect(errorOf('email').hidden).toBe(false);
    tick('consenso', true);
    expect(errorOf('consenso').hidden).toBe(true);
    tick('consenso', false);
    expect(errorOf('consenso').textContent).toBe("Per inviare il messaggio devi accettare l'informativa privacy.");
  });

  it('sends the message once as JSON, honeypot included, then shows the success panel; another message brings the empty form back', async () => {
    const posts: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.post('/api/contatti', async ({ request }) => {
        posts.push(await request.json());
        await answered;
        return HttpResponse.json({ ok: true });
      }),
    );
    enhanced();
    fillValid();
    submit();
    submit(); // a second press while sending
    expect(submitButton().disabled).toBe(true);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(submitButton().textContent).toBe('Invio in corso…');
    expect(submitButton().querySelector<HTMLElement>('.spinner')!.hidden).toBe(false);
    expect(notice().hidden).toBe(true);
    answer();
    await waitFor(() => expect(success().hidden).toBe(false));
    expect(posts).toEqual([{ ...valid, consenso: true, sito_web: '' }]);
    expect(form().hidden).toBe(true);
    expect(success().getAttribute('role')).toBe('status');
    expect(document.activeElement).toBe(success());
    expect(submitButton().disabled).toBe(false);
    expect(submitButton().textContent).toBe('Invia messaggio');

    const another = success().querySelector('form')!;
    expect(another.getAttribute('method')).toBe('get');
    expect(another.textContent).toBe('Scrivi un altro messaggio');
    another.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(success().hidden).toBe(true);
    expect(form().hidden).toBe(false);
    expect($<HTMLInputElement>('#contatti-nome').value).toBe('');
    expect($<HTMLInputElement>('#contatti-consenso').checked).toBe(false);
    expect(document.activeElement).toBe($('#contatti-nome'));
  });

  it('brings back the form from the success panel of a post without JavaScript', () => {
    enhanced('inviato');
    success()
      .querySelector('form')!
      .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(success().hidden).toBe(true);
    expect(form().hidden).toBe(false);
  });

  it("says 'Errore durante l'invio.' with the server's 429 text and the e-mail fallback, keeping what was typed", async () => {
    apiServer.use(http.post('/api/contatti', () => HttpResponse.json({ error: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.' }, { status: 429 })));
    enhanced();
    fillValid();
    submit();
    await waitFor(() => expect(notice().hidden).toBe(false));
    expect(shown(notice())).toBe("Errore durante l'invio. Hai inviato troppi messaggi. Riprova tra qualche minuto. Puoi scriverci a redazione@prontiatutto.it.");
    expect(notice().querySelector('a')!.getAttribute('href')).toBe('mailto:redazione@prontiatutto.it');
    expect($<HTMLInputElement>('#contatti-nome').value).toBe(valid.nome);
    expect(submitButton().disabled).toBe(false);
  });

  it('leaves out any other error’s text, and says the same when the network fails', async () => {
    apiServer.use(http.post('/api/contatti', () => HttpResponse.json({ error: 'Dettaglio interno' }, { status: 500 })));
    enhanced();
    fillValid();
    submit();
    await waitFor(() => expect(notice().hidden).toBe(false));
    expect(shown(notice())).toBe("Errore durante l'invio. Puoi scriverci a redazione@prontiatutto.it.");

    apiServer.use(http.post('/api/contatti', () => HttpResponse.error()));
    submit();
    await waitFor(() => expect(submitButton().disabled).toBe(false));
    expect(notice().hidden).toBe(false);
    expect(shown(notice())).toBe("Errore durante l'invio. Puoi scriverci a redazione@prontiatutto.it.");

    // A later invalid submit replaces the error with the form's notice.
    type('nome', '');
    submit();
    expect(shown(notice())).toBe('Compila tutti i campi obbligatori. ');
  });
});
