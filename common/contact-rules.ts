import { CONTACT_LIMITS } from './contact-limits.ts';

/**
 * The contact form's rules without zod, for the browser's script (app/enhance/contact-form.ts):
 * the same checks as the server's contactSchema (common/schemas-site.ts, the authority), in the
 * same order, answered as a problem per field instead of a message (the texts come from the
 * page's markup). tests/unit/contact-rules.test.ts keeps the two in agreement.
 */

export const CONTACT_FIELDS = ['nome', 'email', 'oggetto', 'messaggio', 'consenso'] as const;
export type ContactRuleField = (typeof CONTACT_FIELDS)[number];

/** 'invalid': the field's own message (too short, not an address, consent missing); 'long': over its maximum. */
export type ContactProblem = 'invalid' | 'long';

export interface ContactRuleValues {
  nome: string;
  email: string;
  oggetto: string;
  messaggio: string;
  consenso: boolean;
}

/** zod's own e-mail pattern (z.regexes.email), the one z.email() applies on the server. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** A text field of the schema: trimmed, then its minimum (the field's message), then its maximum. */
function text(value: string, min: number, max: number): ContactProblem | null {
  const v = value.trim();
  return v.length < min ? 'invalid' : v.length > max ? 'long' : null;
}

/** What is wrong with one field, or null. */
export function contactProblem(field: ContactRuleField, values: ContactRuleValues): ContactProblem | null {
  switch (field) {
    case 'nome':
      return text(values.nome, CONTACT_LIMITS.nome.min, CONTACT_LIMITS.nome.max);
    case 'email': {
      // Over its maximum it gets the same message as any invalid address.
      const v = values.email.trim();
      return v.length <= CONTACT_LIMITS.email.max && EMAIL_PATTERN.test(v) ? null : 'invalid';
    }
    case 'oggetto':
      return text(values.oggetto, CONTACT_LIMITS.oggetto.min, CONTACT_LIMITS.oggetto.max);
    case 'messaggio':
      return text(values.messaggio, CONTACT_LIMITS.messaggio.min, CONTACT_LIMITS.messaggio.max);
    case 'consenso':
      return values.consenso ? null : 'invalid';
  }
}

/** Every field's problem (fields without one are left out). */
export function contactProblems(values: ContactRuleValues): Partial<Record<ContactRuleField, ContactProblem>> {
  const out: Partial<Record<ContactRuleField, ContactProblem>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactProblem(field, values);
    if (problem) out[field] = problem;
  }
  return out;
}
