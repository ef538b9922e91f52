import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTransport } from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { deliverPending, type SendMail } from './mail-delivery.ts';

/** Mails queued by code that does not wake the sender still leave within this delay. */
const POLL_INTERVAL_MS = 10_000;

export interface Mailer {
  /** True when SMTP_URL is set; otherwise mail_outbox is the built-in mailbox and nothing is sent. */
  readonly delivers: boolean;
  /** Starts a delivery pass soon; call after a transaction that queued mails has committed. */
  wake(): void;
  /** Runs a delivery pass after any running one and gives the number of mails sent. */
  flush(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/**
 * Delivers mail_outbox through nodemailer when SMTP_URL is set. Passes never overlap within
 * one instance; across instances the row locks of the delivery pass keep each mail single.
 */
export const mailPlugin = fp<{ database: Database; config: Config }>(
  async (app: FastifyInstance, { database, config }) => {
    if (!config.smtpUrl) {
      app.decorate('mailer', { delivers: false, wake() {}, flush: async () => 0 } satisfies Mailer);
      return;
    }
    const transport = createTransport(config.smtpUrl, { from: config.mailFrom });
    const send: SendMail = async (mail) => {
      await transport.sendMail({
        // The brand's sender when its settings give one; the transport's default (MAIL_FROM) otherwise.
        ...(mail.from ? { from: mail.from } : {}),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        attachments: mail.attachments.map(({ filename, contentType, content, encoding }) => ({ filename, contentType, content, encoding })),
      });
    };

    let closed = false;
    let queued: Promise<number> | null = null;
    let tail: Promise<unknown> = Promise.resolve();

    function flush(): Promise<number> {
      if (closed) return Promise.resolve(0);
      // A pass that has not started yet will see every mail committed so far: no need for another.
      if (queued) return queued;
      const pass = tail.then(() => {
        queued = null;
        return closed ? 0 : deliverPending(database, send, () => closed);
      });
      queued = pass;
      tail = pass.catch(() => 0);
      return pass;
    }

    function wake() {
      flush().catch((err: unknown) => app.log.error({ err }, 'mail delivery failed'));
    }

    const timer = setInterval(wake, POLL_INTERVAL_MS);
    timer.unref();
    app.decorate('mailer', { delivers: true, wake, flush } satisfies Mailer);
    app.addHook('onReady', async () => wake());
    app.addHook('onClose', async () => {
      clearInterval(timer);
      closed = true;
      await tail;
      transport.close();
    });
  },
  { name: 'hubgrade-mail' },
);
