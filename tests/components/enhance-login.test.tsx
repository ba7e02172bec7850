import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Route } from '../../app/routes/public/+types/login';
import Login, { loader } from '../../app/routes/public/login.tsx';
import { initLogin } from '../../app/enhance/login.ts';
import { SESSION_FLAG_KEY } from '../../app/lib/session-flag.ts';
import { apiServer } from './api-server.ts';

/** The login page's script (app/enhance/login.ts) on the markup the server renders. */

function serverMarkup(error: string | null = null) {
  const props = { loaderData: { error } } as unknown as Route.ComponentProps;
  document.body.innerHTML = renderToStaticMarkup(<Login {...props} />);
}

const $ = <E extends HTMLElement = HTMLElement>(selector: string) => document.querySelector<E>(selector)!;
const form = () => $<HTMLFormElement>('form');
const alert = () => $('[role="alert"]');
const button = () => $<HTMLButtonElement>('button[type="submit"]');

function enhanced() {
  serverMarkup();
  initLogin(form());
}
function fill(username: string, password: string) {
  $<HTMLInputElement>('#login-username').value = username;
  $<HTMLInputElement>('#login-password').value = password;
}
const submit = () => form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('the login page without its script', () => {
  it('is a plain form posting to the API with the browser’s own checks', () => {
    serverMarkup();
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/api/auth/login');
    expect(form().noValidate).toBe(false);
    expect($('h1').textContent).toBe('Accedi');
    expect($('#login-username').getAttribute('placeholder')).toBe('Nome utente');
    expect($('#login-username').getAttribute('name')).toBe('username');
    expect($('#login-password').getAttribute('type')).toBe('password');
    expect($('#login-password').hasAttribute('required')).toBe(true);
    expect(button().textContent).toBe('Accedi');
    expect(alert().hidden).toBe(true);
    expect(document.body.innerHTML).not.toMatch(/\s(style|on\w+)=/);
  });

  it('shows the outcome of a failed form post (?errore=)', () => {
    const at = (query: string) => loader({ request: new Request(`http://localhost/login${query}`) } as Route.LoaderArgs);
    expect(at('')).toEqual({ error: null });
    expect(at('?errore=limite')).toEqual({ error: 'Troppi tentativi di accesso. Riprova tra un minuto.' });
    expect(at('?errore=credenziali')).toEqual({ error: 'Credenziali errate o errore di autenticazione' });
    serverMarkup(at('?errore=credenziali').error);
    expect(alert().hidden).toBe(false);
    expect(alert().textContent).toBe('Credenziali errate o errore di autenticazione');
  });
});

describe('the login form with its script', () => {
  it('needs both fields (the name trimmed) and sends nothing without them', () => {
    enhanced();
    expect(form().noValidate).toBe(true);
    submit();
    expect(alert().hidden).toBe(false);
    expect(alert().textContent).toBe('Nome utente e password sono obbligatori.');
    fill('   ', 'segreta');
    submit();
    expect(alert().textContent).toBe('Nome utente e password sono obbligatori.');
    fill('admin', '');
    submit();
    expect(alert().textContent).toBe('Nome utente e password sono obbligatori.');
  });

  it('sends the trimmed name and the password as JSON once, stores the session flag and goes to /dashboard', async () => {
    const posts: unknown[] = [];
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    apiServer.use(
      http.post('/api/auth/login', async ({ request }) => {
        posts.push(await request.json());
        await answered;
        return HttpResponse.json({ success: true, user: { username: 'admin' } });
      }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    enhanced();
    fill('  admin  ', 'segreta');
    submit();
    submit();
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Accesso in corso…');
    answer();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard'));
    expect(posts).toEqual([{ username: 'admin', password: 'segreta' }]);
    expect(window.localStorage.getItem(SESSION_FLAG_KEY)).toBe('1');
    expect(alert().hidden).toBe(true);
  });

  it('says the spec’s message when refused, the server’s text for too many attempts', async () => {
    apiServer.use(http.post('/api/auth/login', () => HttpResponse.json({ error: 'Credenziali non valide.' }, { status: 401 })));
    enhanced();
    fill('admin', 'sbagliata');
    submit();
    await waitFor(() => expect(alert().hidden).toBe(false));
    expect(alert().textContent).toBe('Credenziali errate o errore di autenticazione');
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Accedi');
    expect(window.localStorage.getItem(SESSION_FLAG_KEY)).toBeNull();

    apiServer.use(http.post('/api/auth/login', () => HttpResponse.json({ error: 'Troppi tentativi di accesso. Riprova tra un minuto.' }, { status: 429 })));
    submit();
    await waitFor(() => expect(alert().textContent).toBe('Troppi tentativi di accesso. Riprova tra un minuto.'));

    apiServer.use(http.post('/api/auth/login', () => HttpResponse.json({ success: false })));
    submit();
    await waitFor(() => expect(alert().textContent).toBe('Credenziali errate o errore di autenticazione'));

    apiServer.use(http.post('/api/auth/login', () => HttpResponse.error()));
    fill('admin', 'altra');
    submit();
    await waitFor(() => expect(button().disabled).toBe(false));
    expect(alert().textContent).toBe('Credenziali errate o errore di autenticazione');
  });
});
