import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Connects to the SMTP server and signs in, without sending (the admin's health check). */
  verify(): Promise<void>;
  readonly configured: boolean;
}

/**
 * SMTP when SMTP_URL is set. Without it the message goes to the server log, where the person
 * running a self-hosted install can read it (for example a password-reset link).
 */
export function createMailer(
  smtpUrl: string | undefined,
  from: string,
  log: FastifyBaseLogger,
): Mailer {
  if (!smtpUrl) {
    return {
      configured: false,
      async verify() {},
      async send(mail) {
        log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          'e-mail (SMTP_URL not set)',
        );
      },
    };
  }
  // nodemailer is loaded at the first message or check, not with the server.
  let transport: Promise<Transporter> | undefined;
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(smtpUrl),
    ));
  return {
    configured: true,
    async verify() {
      await (await connect()).verify();
    },
    async send(mail) {
      await (await connect()).sendMail({ from, ...mail });
    },
  };
}
