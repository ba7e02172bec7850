import { describe, expect, it } from 'vitest';
import { CONTACT_RATE } from '../../common/contact-limits.ts';
import type { TestApp } from '../helpers/app.ts';
import { loginRequest } from '../helpers/builders.ts';
import { testApp } from './dashboard-helpers.ts';

/**
 * The client address (used by the per-IP login and contact limits) comes from X-Forwarded-For
 * only as far as TRUST_PROXY vouches for it: a client cannot choose its own address.
 */
// A different username each time: only the per-IP limit can stop these.
const wrongLogin = (t: TestApp, i: number, remoteAddress: string, forwardedFor: string) =>
  loginRequest(t.app, { username: `sconosciuto${i}`, password: 'password-sbagliata' }, remoteAddress, { 'x-forwarded-for': forwardedFor });

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', { timeout: 60_000 }, () => {
  const h = testApp({ TRUST_PROXY: '' });

  it('11 wrong logins from one address with a different X-Forwarded-For each still get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push((await wrongLogin(h.t, i, '10.9.0.1', `203.0.113.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('TRUST_PROXY=1: the right-most forwarded address is the client', { timeout: 60_000 }, () => {
  const h = testApp({ TRUST_PROXY: '1' });

  it('a client prepending made-up addresses is still counted as itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // What the client sent, then what our proxy appended (the address it saw).
      statuses.push((await wrongLogin(h.t, i, '10.0.0.2', `198.18.0.${i + 1}, 198.51.100.7`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another visitor behind the same proxy is not affected.
    expect((await wrongLogin(h.t, 99, '10.0.0.2', '198.51.100.8')).statusCode).toBe(401);
  });
});

describe('TRUST_PROXY with proxy addresses', { timeout: 60_000 }, () => {
  const h = testApp({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' });

  // The contact form's per-IP limit (CONTACT_RATE) counts every post, even an empty one.
  const contact = (remoteAddress: string, forwardedFor: string) =>
    h.t.app.inject({ method: 'POST', url: '/api/contatti', payload: {}, remoteAddress, headers: { 'x-forwarded-for': forwardedFor } });

  it('trusts X-Forwarded-For only from the listed proxies', async () => {
    // From an address that is not a listed proxy the header is ignored: every post counts against 192.0.2.50.
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_RATE.max; i++) statuses.push((await contact('192.0.2.50', `203.0.113.${i + 1}`)).statusCode);
    expect(statuses.slice(0, CONTACT_RATE.max).every((s) => s === 400)).toBe(true);
    expect(statuses[CONTACT_RATE.max]).toBe(429);
    // Through a listed proxy the forwarded client counts, not the proxy; spoofing it from outside did not help.
    expect((await contact('10.1.2.3', '192.0.2.51')).statusCode).toBe(400);
    expect((await contact('10.1.2.3', '192.0.2.50')).statusCode).toBe(429);
  });
});
