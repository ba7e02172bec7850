import { lazyModule } from '../lib/lazy-module.ts';
import type { Mailer } from '../domain/ports.ts';

const nodemailer = lazyModule<typeof import('nodemailer')>('nodemailer');

/**
 * The mailer of SMTP_URL (smtp:// or smtps://user:pass@host:port), or null when none is
 * configured (contact messages are then only stored).
 */
export function createMailer(config: { smtpUrl?: string }): Mailer | null {
  if (!config.smtpUrl) return null;
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const options = {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // A slow or dead mail server must not hold the visitor's request for long.
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 10_000,
  };
  // Created with the first message: nodemailer is loaded only then (server/lib/lazy-module.ts).
  let transport: ReturnType<typeof import('nodemailer').createTransport> | undefined;
  return {
    async send(message) {
      transport ??= nodemailer().createTransport(options);
      await transport.sendMail(message);
    },
  };
}
