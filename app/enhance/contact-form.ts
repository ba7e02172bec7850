import { HONEYPOT_FIELD } from '../../common/contact-limits.ts';
import { CONTACT_FIELDS, type ContactProblem, type ContactRuleField, contactProblem } from '../../common/contact-rules.ts';
import { enhance } from './lib/ready.ts';

type Control = HTMLInputElement | HTMLTextAreaElement;

/**
 * The contact form (spec sections 5, 7, 8) on the page's markup (app/routes/public/contatti.tsx):
 * checked in the browser with the server's rules (the first invalid field gets the focus, a flagged
 * field's message follows what is typed), sent once with fetch as JSON, then the success panel
 * ('Scrivi un altro messaggio' brings the empty form back) or the error notice with the server's
 * 429 text and the e-mail fallback. Every text is in the markup. Without the script the form
 * posts to the API and the browser's own checks apply.
 */
export function initContactForm(root: HTMLElement): void {
  const part = <E extends HTMLElement>(name: string) => root.querySelector<E>(`[data-part="${name}"]`)!;
  const form = part<HTMLFormElement>('form');
  const success = part('success');
  const notice = part('notice');
  const button = part<HTMLButtonElement>('submit');
  const control = (name: string) => form.elements.namedItem(name) as Control;
  const checkbox = () => control('consenso') as HTMLInputElement;
  const flagged = new Set<ContactRuleField>();
  form.noValidate = true;

  const values = () => ({
    nome: control('nome').value,
    email: control('email').value,
    oggetto: control('oggetto').value,
    messaggio: control('messaggio').value,
    consenso: checkbox().checked,
  });

  /** Shows (or clears) one field's message, with aria-invalid and aria-describedby to match. */
  function mark(field: ContactRuleField, problem: ContactProblem | null) {
    const input = control(field);
    const message = document.getElementById(`${input.id}-error`)!;
    message.textContent = (problem === 'long' ? input.dataset.errorLong : problem && input.dataset.error) || '';
    message.hidden = !problem;
    input.closest('.field')?.classList.toggle('has-error', !!problem);
    if (problem) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', message.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  }

  /** The notice above the fields: a title, the server's detail, the e-mail fallback; none hides it. */
  function say(title?: string, detail = '', fallback = false) {
    notice.hidden = !title;
    part('notice-title').textContent = title ?? '';
    part('notice-detail').textContent = detail && `${detail} `;
    part('notice-fallback').hidden = !fallback;
  }

  const label = part('label');
  const idle = label.textContent;
  /** While sending: the button is disabled, busy, with a spinner and the sending text. */
  function busy(on: boolean) {
    button.disabled = on;
    if (on) button.setAttribute('aria-busy', 'true');
    else button.removeAttribute('aria-busy');
    button.querySelector('svg')?.toggleAttribute('hidden', on);
    button.querySelector<HTMLElement>('.spinner')!.hidden = !on;
    label.textContent = on ? (root.dataset.sending ?? idle) : idle;
  }

  // Once a field has been flagged, its message follows what is typed.
  const follow = (e: Event) => {
    const name = (e.target as Control).name as ContactRuleField;
    if (flagged.has(name)) mark(name, contactProblem(name, values()));
  };
  form.addEventListener('input', follow);
  form.addEventListener('change', follow);

  let sending = false;
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (sending) return; // double submit blocked while sending
    const current = values();
    let first: Control | undefined;
    for (const field of CONTACT_FIELDS) {
      const problem = contactProblem(field, current);
      if (problem) flagged.add(field);
      else flagged.delete(field);
      mark(field, problem);
      if (problem) first ??= control(field);
    }
    if (first) {
      say(root.dataset.invalid);
      first.focus();
      return;
    }
    sending = true;
    busy(true);
    say();
    void send({ ...current, [HONEYPOT_FIELD]: control(HONEYPOT_FIELD).value });
  });

  async function send(body: Record<string, unknown>) {
    try {
      const res = await fetch('/api/contatti', {
        method: 'POST',
        credentials: 'include',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (res.ok) {
        form.reset();
        flagged.clear();
        form.hidden = true;
        success.hidden = false;
        success.focus();
        return;
      }
      const answer = (await res.json().catch(() => null)) as { error?: unknown } | null;
      say(root.dataset.error, res.status === 429 && typeof answer?.error === 'string' ? answer.error : '', true);
    } catch {
      say(root.dataset.error, '', true);
    } finally {
      sending = false;
      busy(false);
    }
  }

  // 'Scrivi un altro messaggio': the empty form again, without loading the page.
  part('another').addEventListener('submit', (e) => {
    e.preventDefault();
    success.hidden = true;
    form.hidden = false;
    say();
    control('nome').focus();
  });
}

enhance('contact-form', initContactForm);
