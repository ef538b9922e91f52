import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches from embedded PGlite to a PostgreSQL server. */
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolSize: number;
  jwtSecret: string;
  smtpUrl: string | null;
  mailFrom: string;
  redisUrl: string | null;
  /** Sign-in and password-reset calls allowed per IP and minute. */
  authRateLimit: number;
  /** Sign-ins naming one account, and reset mails asked for one address, allowed per hour. */
  authAccountRateLimit: number;
  /** How long the first sign-in lock of an account lasts, in seconds; each lock in a row lasts twice the one before. */
  authLockSeconds: number;
  /** The longest a sign-in lock lasts, in seconds. */
  authLockMaxSeconds: number;
  /**
   * Which proxies may tell the caller's address in X-Forwarded-For (Fastify's `trustProxy`):
   * none (false), the listed addresses and CIDR ranges, or the nearest N hops.
   */
  trustProxy: false | string[] | ((address: string, hop: number) => boolean);
  /** Address of this back-office, used in links sent by mail. */
  publicUrl: string;
  webDist: string | null;
  logLevel: string;
  bodyLimit: number;
  /** Uploaded files on disk, when no S3-compatible storage is configured. */
  uploadDir: string;
  /** S3-compatible storage for uploaded files: set S3_ENDPOINT, S3_BUCKET and both keys to use it. */
  s3: S3Config | null;
  /** The CRM's prospect page; `{id}` is replaced by the prospect id (CRM_PROSPECT_URL empty: no link). */
  crmProspectUrl: string | null;
  /** Day of the month (1–28) from which the month is billed by itself; null (BILLING_RUN_DAY=off): only by hand. */
  billingRunDay: number | null;
  /** Payment reminders of late invoices (J+7, J+30) mailed by themselves; INVOICE_REMINDERS=off stops them. */
  invoiceReminders: boolean;
  /** Emailing campaigns: mails queued per minute at most; 0 (EMAILING_RATE_PER_MINUTE=off) stops the sender. */
  emailingRatePerMinute: number;
  /** Outside services (ARCHITECTURE rule 8): the real client when configured, the built-in stand-in otherwise. */
  integrations: IntegrationsConfig;
  /** CARD_PAYMENT_URL + CARD_PAYMENT_KEY: a Stripe-Checkout-like hosted card checkout; the built-in one otherwise. */
  cardPayment: ServiceConfig | null;
}

/** Where a real outside service answers, and the secret it expects. */
export interface ServiceConfig {
  url: string;
  key: string;
}

export interface IntegrationsConfig {
  /** WELCOMR_URL + WELCOMR_KEY: door access. */
  welcomr: ServiceConfig | null;
  /** PAPERCUT_URL + PAPERCUT_KEY: printing accounts. */
  papercut: ServiceConfig | null;
  /** SLACK_TOKEN (+ SLACK_URL, default https://slack.com/api): workspace invitations. */
  slack: ServiceConfig | null;
}

function serviceFrom(url: string | undefined, key: string | undefined): ServiceConfig | null {
  return url && key ? { url: url.replace(/\/$/, ''), key } : null;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path rather than in the host name, as MinIO and most compatible services expect. */
  forcePathStyle: boolean;
}

function s3From(env: NodeJS.ProcessEnv): S3Config | null {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY: accessKeyId, S3_SECRET_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  return {
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * TRUST_PROXY unset or empty: no proxy is trusted, the caller is the socket's address whatever the
 * headers say. A whole number: that many proxies in front. Otherwise a comma list of the proxies'
 * addresses or CIDR ranges (an invalid one stops the start-up).
 */
function trustProxyFrom(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) {
    // As Fastify reads a number (its types only take the function): the hops nearest the socket.
    const hops = Number(text);
    return hops > 0 ? (_address, hop) => hop < hops : false;
  }
  const list = text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

/** A secret kept in the data folder so that tokens survive a restart when JWT_SECRET is unset. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const port = intFrom(env.PORT, 3000);
  const webDist = resolve(env.WEB_DIST ?? join(import.meta.dirname, '../../web/dist'));
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    databasePoolSize: intFrom(env.DATABASE_POOL_SIZE, 20),
    jwtSecret: env.JWT_SECRET || persistentSecret(dataDir),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Hubgrade <no-reply@hubgrade.localhost>',
    redisUrl: env.REDIS_URL || null,
    authRateLimit: intFrom(env.AUTH_RATE_LIMIT, 30),
    authAccountRateLimit: intFrom(env.AUTH_ACCOUNT_RATE_LIMIT, 10),
    authLockSeconds: intFrom(env.AUTH_LOCK_MINUTES, 15) * 60,
    authLockMaxSeconds: intFrom(env.AUTH_LOCK_MAX_MINUTES, 24 * 60) * 60,
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: existsSync(join(webDist, 'index.html')) ? webDist : null,
    logLevel: env.LOG_LEVEL ?? 'info',
    bodyLimit: intFrom(env.BODY_LIMIT, 1024 * 1024),
    uploadDir: resolve(env.UPLOAD_DIR || join(dataDir, 'uploads')),
    s3: s3From(env),
    crmProspectUrl: env.CRM_PROSPECT_URL === undefined ? 'https://go.sellsy.com/prospects/{id}' : env.CRM_PROSPECT_URL || null,
    billingRunDay: env.BILLING_RUN_DAY === 'off' ? null : Math.min(Math.max(intFrom(env.BILLING_RUN_DAY, 1), 1), 28),
    invoiceReminders: env.INVOICE_REMINDERS !== 'off',
    emailingRatePerMinute: env.EMAILING_RATE_PER_MINUTE === 'off' ? 0 : Math.max(intFrom(env.EMAILING_RATE_PER_MINUTE, 600), 0),
    integrations: {
      welcomr: serviceFrom(env.WELCOMR_URL, env.WELCOMR_KEY),
      papercut: serviceFrom(env.PAPERCUT_URL, env.PAPERCUT_KEY),
      slack: serviceFrom(env.SLACK_URL || 'https://slack.com/api', env.SLACK_TOKEN),
    },
    cardPayment: serviceFrom(env.CARD_PAYMENT_URL, env.CARD_PAYMENT_KEY),
  };
}
