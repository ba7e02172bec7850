import { z } from 'zod';

// Zod speaks Italian everywhere it is imported (server and browser).
z.config(z.locales.it());
// In the browser zod must not probe `new Function` (its JIT): our CSP forbids eval, and Chrome
// reports even the caught attempt as a violation. The server keeps the faster JIT.
if (typeof window !== 'undefined') z.config({ jitless: true });

/** One readable Italian line from a zod error: "campo: messaggio". */
export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Dati non validi.';
  const field = issue.path.filter((p) => typeof p === 'string' || typeof p === 'number').join('.');
  if (issue.code === 'unrecognized_keys') {
    return `Campo non previsto: ${issue.keys.join(', ')}.`;
  }
  const message = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  return field ? `${field}: ${message}.`.replace(/\.\.$/, '.') : `${message}.`.replace(/\.\.$/, '.');
}

/**
 * The error-message function of a group of schemas whose own sentences name their field
 * ('La recensione non può essere vuota.'): one of those is shown as it is, anything else as
 * formatZodError's "campo: messaggio". `sentences`: message catalogues (their string values) or
 * extra sentences.
 */
export function errorMessageFor(...sentences: ReadonlyArray<Record<string, unknown> | readonly string[]>): (error: z.ZodError) => string {
  const own = new Set<string>();
  for (const source of sentences) {
    for (const value of Array.isArray(source) ? source : Object.values(source)) if (typeof value === 'string') own.add(value);
  }
  return (error) => {
    const message = error.issues[0]?.message;
    return message && own.has(message) ? message : formatZodError(error);
  };
}

export { z };
