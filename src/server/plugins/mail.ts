import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message carries; logged in outbox mode so a developer can follow it. */
  link?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendMail: (mail: Mail) => Promise<void>;
  }
}

export interface MailPluginOptions {
  smtpUrl?: string;
  outboxDir: string;
  from: string;
}

/**
 * Mail goes through SMTP when SMTP_URL is set. Without it each message is written as an .eml
 * file under DATA_DIR/outbox, so a developer (and the browser tests) can read it.
 */
export const mailPlugin = fp(async (app: FastifyInstance, opts: MailPluginOptions) => {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    app.decorate('sendMail', async (mail: Mail) => {
      const { link: _link, ...message } = mail;
      await transport.sendMail({ from: opts.from, ...message });
    });
    app.addHook('onClose', async () => transport.close());
    return;
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  app.decorate('sendMail', async (mail: Mail) => {
    const { link, ...message } = mail;
    const info = await transport.sendMail({ from: opts.from, ...message });
    await fs.mkdir(opts.outboxDir, { recursive: true });
    const file = path.join(
      opts.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`,
    );
    await fs.writeFile(file, info.message as Buffer);
    app.log.info({ outbox: file, subject: mail.subject, link }, 'mail written to the outbox (no SMTP_URL set)');
  });
});
