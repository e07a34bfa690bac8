import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { drainOutbox, mailSealKey, pruneOutbox, type OutgoingMail } from '../core/mail/outbox';

import type { MailBuilders, MailContext } from '../core/mail/jobs';
export interface MailOutbox {
  /** So a queued mail leaves now rather than at the next poll. */
  wake: () => void;
  drain: () => Promise<void>;
  /** What the builders are given, so a route can show a mail before it is queued. */
  context: MailContext;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailOutbox: MailOutbox;
  }
}

export interface MailPluginOptions {
  builders: MailBuilders;
  smtpUrl?: string;
  outboxDir: string;
  from: string;
  publicUrl: string;
  appSecret: string;
  /** Retries and other instances' jobs wake nobody, so the worker also polls. */
  pollMs?: number;
  leaseMs?: number;
  retryBaseMs?: number;
}

/** nodemailer waits minutes by default, holding the whole batch. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Without SMTP_URL each message is written as an .eml file, so a developer and the browser tests can read it. */
export const mailPlugin = fp(async (app: FastifyInstance, opts: MailPluginOptions) => {
  let send: (mail: OutgoingMail) => Promise<void>;
  if (opts.smtpUrl) {
    // Settings in the URL's query win over these.
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: opts.smtpUrl });
    // The link stays out of the logs in SMTP mode: it may be a reset link.
    send = async ({ to, raw }) => {
      await transport.sendMail({ envelope: { from: opts.from, to }, raw });
    };
    app.addHook('onClose', async () => transport.close());
  } else {
    send = async ({ subject, raw, link }) => {
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const file = path.join(opts.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(3).toString('hex')}.eml`);
      await fs.writeFile(file, raw);
      app.log.info({ outbox: file, subject, link }, 'mail written to the outbox (no SMTP_URL set)');
    };
  }
  const outbox = {
    context: { publicUrl: opts.publicUrl },
    builders: opts.builders,
    from: opts.from,
    sealKey: mailSealKey(opts.appSecret),
    send,
    log: app.log,
    ...(opts.leaseMs ? { leaseMs: opts.leaseMs } : {}),
    ...(opts.retryBaseMs ? { retryBaseMs: opts.retryBaseMs } : {}),
  };

  // A wake during a drain asks for one more pass instead of queuing a drain per request.
  let inFlight: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let prunedAt = 0;
  const run = async () => {
    try {
      while (again && !closed) {
        again = false;
        try {
          await drainOutbox(app.db, outbox);
          if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
            prunedAt = Date.now();
            await pruneOutbox(app.db);
          }
        } catch (err) {
          app.log.error({ err }, 'mail outbox drain failed');
        }
      }
    } finally {
      // In the same turn as the last check of `again`: a drain() asked for after it starts a new run.
      inFlight = undefined;
    }
  };
  const drain = (): Promise<void> => {
    if (closed) return Promise.resolve();
    again = true;
    return (inFlight ??= run());
  };
  const poll = () => {
    if (closed) return;
    timer = setTimeout(() => void drain().finally(poll), opts.pollMs ?? 1000);
    timer.unref();
  };

  app.decorate('mailOutbox', {
    wake: () => void drain(),
    drain,
    context: outbox.context,
  } satisfies MailOutbox);
  app.addHook('onReady', async () => poll());
  // Before the database closes, so the batch being sent is recorded.
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(timer);
    await inFlight;
  });
}, { decorators: { fastify: ['db'] } });
