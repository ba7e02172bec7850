/** Contact form limits (spec section 9 minimums), without zod: cheap to import anywhere. */
export const CONTACT_LIMITS = {
  nome: { min: 2, max: 100 },
  email: { max: 254 },
  oggetto: { min: 3, max: 150 },
  messaggio: { min: 10, max: 5000 },
} as const;

/** At most 5 contact messages every 10 minutes from one IP address. */
export const CONTACT_RATE = { max: 5, windowMs: 10 * 60_000 } as const;

/** The honeypot: hidden from people, filled by bots. A filled one is accepted and thrown away. */
export const HONEYPOT_FIELD = 'sito_web';
/** The longest honeypot value accepted (longer is a 400, like any field over its limit). */
export const HONEYPOT_MAX = 500;
