import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { drainOutbox, mailSealKey, pruneOutbox, type OutgoingMail } from '../core/mail/outbox';

import type { MailBuilders } from '../core/mail/jobs';
export interface MailOutbox {
  /** Drain now rather than at the next poll (after queuing a mail). */
  wake: () => void;
  /** Sends every due mail now and resolves when done (tests). */
  drain: () => Promise<void>;
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
  /** The app's origin, for links in mails. */
  publicUrl: string;
  /** The app's secret, shared by its instances: the key of the messages kept in the outbox. */
  appSecret: string;
  /** How often the worker looks for due mail when nobody woke it (a retry, another instance's job). */
  pollMs?: number;
  /** A claim's lease and the first retry's delay (OUTBOX_DEFAULTS when absent). */
  leaseMs?: number;
  retryBaseMs?: number;
}

/** How long SMTP may take before an attempt counts as failed (nodemailer waits minutes by default, holding the batch). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** How often old sent and skipped jobs are deleted (by each instance; the statement is idempotent). */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Mail leaves through the `mail_outbox` table (src/server/core/mail/outbox.ts), drained by a worker in
 * every app instance. The transport is SMTP when SMTP_URL is set; without it each message is written
 * as an .eml file under DATA_DIR/outbox, so a developer (and the browser tests) can read it.
 */
export const mailPlugin = fp(async (app: FastifyInstance, opts: MailPluginOptions) => {
  let send: (mail: OutgoingMail) => Promise<void>;
  if (opts.smtpUrl) {
    // Settings in the URL's query (?connectionTimeout=...) win over these.
    const transport = nodemailer.createTransport({ ...SMTP_TIMEOUTS, url: opts.smtpUrl });
    // The message goes as rendered, byte for byte; the link stays out of the logs in SMTP mode.
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

  // One drain at a time in this instance (other instances are kept apart by their claims). A wake
  // during a drain asks for one more pass instead of queuing a drain per request.
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
  } satisfies MailOutbox);
  app.addHook('onReady', async () => poll());
  // Before the database closes (its onClose hook): the batch being sent finishes and is recorded.
  app.addHook('preClose', async () => {
    closed = true;
    clearTimeout(timer);
    await inFlight;
  });
}, { decorators: { fastify: ['db'] } });
