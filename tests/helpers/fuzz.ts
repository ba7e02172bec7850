import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/**
 * SQL-injection strings: quotes and comments, tautologies, UNION, stacked statements (SQLite and
 * PostgreSQL), LIKE wildcards (which must match literally), backslashes (the LIKE escape), NUL
 * bytes, placeholders, encodings and very long strings.
 */
export const SQL_INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "' OR 1=1#",
  '1 OR 1=1',
  "1' OR '1'='1' --",
  "'; DROP TABLE products;--",
  '1; DROP TABLE news; --',
  '" OR ""="',
  "1' UNION SELECT username, password_hash FROM users--",
  "' UNION SELECT NULL,NULL,NULL--",
  "%' OR 1=1 --",
  "%' --",
  '\\',
  "\\'",
  "\\' OR 1=1 --",
  '1;select pg_sleep(5)',
  "'; select pg_sleep(5); --",
  '1); select sqlite_version(); --',
  ') or (1=1',
  "') or ('1'='1",
  "admin'--",
  "' || (select count(*) from users) || '",
  '1 AND (SELECT 1 FROM users LIMIT 1)=1',
  '%',
  '_',
  '%%',
  '__',
  '%_%',
  '[a-z]%',
  '*',
  '\u0000',
  "a\u0000' OR 1=1 --",
  '$1',
  '?',
  ':id',
  '%27%20OR%20%271%27%3D%271',
  "' OR 'x' LIKE '%",
  "'/**/OR/**/1=1--",
  "È' OR 'è'='è",
  "'".repeat(300),
  `${'x'.repeat(4000)}' OR 1=1 --`,
];

/** English words of framework defaults ("Bad Request", "must have required property", "Route GET:/x not found"…). */
const ENGLISH =
  /\b(bad request|not found|must|required|property|properties|invalid|error|unauthorized|forbidden|internal server|unsupported|too large|expected|received|failed|cannot|unexpected|should|allowed|the|is|are|with|body|payload|route|request|parse|json body)\b/i;

/** True when an error message reads as Italian (no English framework wording, not empty). */
export function looksItalian(message: unknown): boolean {
  return typeof message === 'string' && message.trim().length > 0 && !ENGLISH.test(message);
}

/** A failed response must be JSON with an Italian `error`; any response must be below 500. */
export function expectSafeAnswer(res: LightMyRequestResponse, label: string): void {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  expect(String(res.headers['content-type']), `${label}: content-type`).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { error?: unknown };
  expect(looksItalian(body.error), `${label}: error not Italian: ${res.body.slice(0, 300)}`).toBe(true);
}
