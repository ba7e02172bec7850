import nodemailer from 'nodemailer';
import type { ContactMessageInput } from '../domain/contact.ts';

/** Sends e-mail through the SMTP server of SMTP_URL (smtp:// or smtps://user:pass@host:port). */
export interface Mailer {
  send(message: { to: string; from: string; replyTo?: string; subject: string; text: string }): Promise<void>;
}

export function createMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A slow or dead mail server must not hold the visitor's request for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

/** The e-mail the editors receive for a contact message; replying answers the visitor. */
export function contactEmail(input: ContactMessageInput, site: { siteName: string; contactEmail: string }, receivedAt: Date) {
  const when = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Rome' }).format(receivedAt);
  return {
    to: site.contactEmail,
    from: `"${site.siteName.replace(/["\\\r\n]/g, '')}" <${site.contactEmail}>`,
    replyTo: input.email,
    subject: `[${site.siteName}] ${input.oggetto}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Nuovo messaggio dal modulo contatti di ${site.siteName}.`,
      '',
      `Nome: ${input.nome}`,
      `E-mail: ${input.email}`,
      `Oggetto: ${input.oggetto}`,
      `Consenso privacy: ${input.consenso ? 'sì' : 'no'}`,
      `Ricevuto: ${when}`,
      '',
      input.messaggio,
      '',
    ].join('\n'),
  };
}
