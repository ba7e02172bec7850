import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const valid = {
  nome: 'Giulia Rossi',
  email: 'giulia@example.it',
  oggetto: 'Domanda sulla torcia',
  messaggio: 'Buongiorno, la torcia Lumora funziona anche con pile normali?',
  consenso: true,
};

function post(t: TestApp, payload: unknown, ip = '10.1.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/contatti', payload: payload as object, remoteAddress: ip });
}

function postForm(t: TestApp, fields: Record<string, string>, ip = '10.2.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/contatti',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
  });
}

/** Just enough SMTP to accept messages: greets, says 250 to everything, collects DATA. */
function startSmtpServer(): Promise<{ port: number; messages: string[]; close(): Promise<void> }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 prova.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          messages.push(buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 OK: messaggio accettato\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol === -1) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-prova.local\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 Avanti\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 Ciao\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      resolve({ port, messages, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

describe('POST /api/contatti without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.db.kysely.deleteFrom('contact_messages').execute();
  });

  it('is public, stores the message and answers {ok: true}', async () => {
    const res = await post(t, { ...valid, nome: '  Giulia Rossi  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(res.headers['set-cookie']).toBeUndefined();
    const stored = await t.services.contact.list();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...valid, nome: 'Giulia Rossi', letto: false });
  });

  it("refuses invalid fields with the spec's rules, in Italian", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, nome: 'G' }, 'nome: Inserisci il tuo nome (almeno 2 caratteri).'],
      [{ ...valid, email: 'non-una-mail' }, 'email: Inserisci un indirizzo e-mail valido.'],
      [{ ...valid, oggetto: 'ok' }, "oggetto: Inserisci l'oggetto (almeno 3 caratteri)."],
      [{ ...valid, messaggio: 'corto     ' }, 'messaggio: Scrivi un messaggio di almeno 10 caratteri.'],
      [{ ...valid, consenso: false }, "consenso: Per inviare il messaggio devi accettare l'informativa privacy."],
      [{ ...valid, messaggio: 'x'.repeat(5001) }, 'messaggio: Puoi scrivere al massimo 5000 caratteri.'],
      [{ ...valid, ruolo: 'admin' }, 'Campo non previsto: ruolo.'],
    ];
    for (const [i, [payload, message]] of cases.entries()) {
      const res = await post(t, payload, `10.1.1.${i}`);
      expect(res.statusCode, message).toBe(400);
      expect(res.json(), message).toEqual({ error: message });
    }
    expect(await t.services.contact.list()).toEqual([]);
  });

  it('a filled honeypot looks like a success to the bot and stores nothing', async () => {
    const res = await post(t, { ...valid, sito_web: 'https://spam.example' }, '10.1.2.1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await t.services.contact.list()).toEqual([]);
  });

  it('allows 5 messages every 10 minutes per IP, then answers 429 in Italian', async () => {
    for (let i = 0; i < 5; i++) expect((await post(t, valid, '10.1.3.1')).statusCode).toBe(200);
    const limited = await post(t, valid, '10.1.3.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: 'Hai inviato troppi messaggi. Riprova tra qualche minuto.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(t, valid, '10.1.3.2')).statusCode).toBe(200);
    expect(await t.services.contact.list()).toHaveLength(6);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it does not escape the limit', async () => {
    for (let i = 1; i <= 5; i++) expect((await post(t, valid, `2001:db8:5:7::${i}`)).statusCode).toBe(200);
    expect((await post(t, valid, '2001:db8:5:7:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await post(t, valid, '2001:db8:5:8::1')).statusCode).toBe(200);
  });

  it('a plain form post (no JavaScript) is stored and sent back to /contatti with the outcome', async () => {
    const ok = await postForm(t, { nome: valid.nome, email: valid.email, oggetto: valid.oggetto, messaggio: valid.messaggio, consenso: 'on', sito_web: '' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/contatti?inviato=1#modulo');
    expect(await t.services.contact.list()).toHaveLength(1);

    const bad = await postForm(t, { nome: valid.nome, email: valid.email, oggetto: valid.oggetto, messaggio: valid.messaggio, sito_web: '' });
    expect(bad.statusCode).toBe(303);
    expect(bad.headers.location).toBe('/contatti?errore=campi#modulo');
    expect(await t.services.contact.list()).toHaveLength(1);
  });
});

describe('POST /api/contatti with SMTP_URL', () => {
  it('e-mails the message to CONTACT_EMAIL through the SMTP server, replying to the visitor', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONTACT_EMAIL: 'redazione@esempio.it', SITE_NAME: 'Pronti a Tutto' });
    try {
      const res = await post(t, valid, '10.3.0.1');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(smtp.messages).toHaveLength(1);
      const mail = smtp.messages[0]!;
      expect(mail).toMatch(/^To: redazione@esempio\.it$/m);
      expect(mail).toMatch(/^Reply-To: giulia@example\.it$/m);
      expect(mail).toMatch(/^Subject: \[Pronti a Tutto\] Domanda sulla torcia$/m);
      expect(mail).toContain('Giulia Rossi');
      expect(await t.services.contact.list()).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a mail server that cannot be reached never loses the stored message', async () => {
    const closed = net.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const res = await post(t, valid, '10.3.0.2');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await t.services.contact.list()).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
