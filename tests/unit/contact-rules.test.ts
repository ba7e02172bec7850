import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '#common/contact-limits.ts';
import { CONTACT_FIELDS, type ContactProblem, type ContactRuleField, contactProblems, EMAIL_PATTERN } from '#common/contact-rules.ts';
import { SITE_MSG } from '#common/messages-site.ts';
import { contactFieldErrors, contactSchema } from '#common/schemas-site.ts';
import { z } from '#common/validation.ts';

/**
 * The browser's contact checks (common/contact-rules.ts, no zod) say what the server's schema says
 * (common/schemas-site.ts, the authority) on a table of inputs: same fields flagged, same messages.
 */

/** The message each problem stands for (the page renders these texts for the script). */
const TEXT: Record<ContactRuleField, Record<ContactProblem, string>> = {
  nome: { invalid: SITE_MSG.contactNameError, long: SITE_MSG.contactTooLong(CONTACT_LIMITS.nome.max) },
  email: { invalid: SITE_MSG.contactEmailError, long: SITE_MSG.contactEmailError },
  oggetto: { invalid: SITE_MSG.contactSubjectError, long: SITE_MSG.contactTooLong(CONTACT_LIMITS.oggetto.max) },
  messaggio: { invalid: SITE_MSG.contactMessageError, long: SITE_MSG.contactTooLong(CONTACT_LIMITS.messaggio.max) },
  consenso: { invalid: SITE_MSG.contactConsentError, long: SITE_MSG.contactConsentError },
};

const valid = { nome: 'Luca Bianchi', email: 'luca.bianchi@example.it', oggetto: 'Domanda sul kit', messaggio: 'Il kit contiene anche le forbici?', consenso: true };

const cases: Array<Partial<typeof valid>> = [
  {},
  { nome: '', email: '', oggetto: '', messaggio: '', consenso: false },
  { nome: 'L' },
  { nome: 'Lu' },
  { nome: ' L ' },
  { nome: '  Lu  ' },
  { nome: 'x'.repeat(CONTACT_LIMITS.nome.max) },
  { nome: 'x'.repeat(CONTACT_LIMITS.nome.max + 1) },
  { nome: ` ${'x'.repeat(CONTACT_LIMITS.nome.max)} ` },
  { oggetto: 'ok' },
  { oggetto: 'oki' },
  { oggetto: '   ok   ' },
  { oggetto: 'x'.repeat(CONTACT_LIMITS.oggetto.max + 1) },
  { messaggio: 'breve' },
  { messaggio: '123456789' },
  { messaggio: '1234567890' },
  { messaggio: `  123456789  ` },
  { messaggio: 'x'.repeat(CONTACT_LIMITS.messaggio.max) },
  { messaggio: 'x'.repeat(CONTACT_LIMITS.messaggio.max + 1) },
  { consenso: false },
  { nome: 'L', email: 'non-valida', oggetto: 'ok', messaggio: 'breve', consenso: false },
  { email: 'non-valida' },
  { email: ' luca@example.it ' },
  { email: 'luca@example' },
  { email: 'luca@example.i' },
  { email: 'luca@@example.it' },
  { email: '.luca@example.it' },
  { email: 'luca.@example.it' },
  { email: 'lu..ca@example.it' },
  { email: "o'brien+kit@example.it" },
  { email: 'luca@sub.example.it' },
  { email: 'luca@-example.it' },
  { email: 'luca@example-.it' },
  { email: 'luca@exa_mple.it' },
  { email: 'luca bianchi@example.it' },
  { email: 'lucà@example.it' },
  { email: 'luca@example.it.' },
  { email: `${'a'.repeat(240)}@example.it` },
  { email: `${'a'.repeat(250)}@example.it` },
];

describe('contact rules', () => {
  it.each(cases.map((c) => [JSON.stringify(c).slice(0, 80), c] as const))('agree with the server schema: %s', (_name, change) => {
    const values = { ...valid, ...change };
    const result = contactSchema.safeParse(values);
    const expected = result.success ? {} : contactFieldErrors(result.error);
    const problems = contactProblems(values);
    const got = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, TEXT[field as ContactRuleField][problem]]));
    expect(got).toEqual(expected);
  });

  it('use the server schema’s e-mail pattern and fields', () => {
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-', '-'));
    expect([...CONTACT_FIELDS].sort()).toEqual(
      Object.keys(contactSchema.shape)
        .filter((k) => k !== 'sito_web')
        .sort(),
    );
  });
});
