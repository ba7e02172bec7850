import { SESSION_FLAG_KEY, SESSION_FLAG_VALUE } from '../lib/session-flag.ts';
import { enhance } from './lib/ready.ts';

/**
 * The login form (spec sections 2, 5, 7, 8) on the page's markup (app/routes/public/login.tsx):
 * both fields required, the name trimmed, sent as JSON; a refusal shows the server's text for too
 * many attempts (429), else the spec's message; on success the client session flag is stored and
 * the page goes to /dashboard. Without the script the form posts to the API as it is.
 */
export function initLogin(form: HTMLFormElement): void {
  const { required, failed, busy } = form.dataset;
  const error = form.querySelector<HTMLElement>('[role="alert"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const idle = button.textContent;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
  form.noValidate = true;

  const say = (message?: string | null) => {
    error.textContent = message ?? '';
    error.hidden = !message;
  };
  const setBusy = (on: boolean) => {
    button.disabled = on;
    button.textContent = on ? (busy ?? idle) : idle;
  };

  let sending = false;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (sending) return;
    const username = field('username').value.trim();
    const password = field('password').value;
    if (!username || !password) {
      say(required);
      return;
    }
    sending = true;
    setBusy(true);
    say();
    void send(username, password);
  });

  async function send(username: string, password: string) {
    try {
      const res = await fetch('/api/auth/login', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const body = (await res.json().catch(() => ({}))) as { success?: boolean; error?: unknown };
      if (res.ok && body.success) {
        try {
          localStorage.setItem(SESSION_FLAG_KEY, SESSION_FLAG_VALUE);
        } catch {
          /* storage unavailable: the server session still works */
        }
        // The button stays busy while the dashboard loads.
        location.assign('/dashboard');
        return;
      }
      say(res.status === 429 && typeof body.error === 'string' && body.error ? body.error : failed);
    } catch {
      say(failed);
    }
    sending = false;
    setBusy(false);
  }
}

enhance('login', initLogin);
