import type { ApiKeyName } from '../../common/messages-dashboard.ts';

/**
 * What the domain needs from the outside world, as small interfaces. The clients under
 * server/integrations implement them and are handed to the services in server/services.ts;
 * the domain never imports a client (a lint rule holds this).
 */

/** Reads an API key on every call: the one saved in Chiavi API, else the environment's. */
export type KeyReader = (name: ApiKeyName) => Promise<string | null>;

export interface MailMessage {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** Sends e-mail (SMTP_URL). Absent when no mail server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
