import { formatDate, formatHour } from '../format/dates.ts';
import { AUTH_MAIL_LABELS as L } from './labels.ts';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface LinkMailInput {
  firstName: string;
  link: string;
  /** The brand's name for a branded back-office; the platform's name otherwise. */
  platform?: string | null;
}

const HTML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names typed by the person registering end up in the HTML part: they must stay text. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c] ?? c);
}

function linkMail(
  input: LinkMailInput,
  texts: { subject: (p: string) => string; intro: (p: string) => string; action: string; ignore: string },
): MailContent {
  const platform = input.platform || L.platformName;
  const greeting = L.greeting(input.firstName);
  const intro = texts.intro(platform);
  const signature = L.signature(platform);
  const text = [greeting, '', intro, '', input.link, '', texts.ignore, '', signature, ''].join('\n');
  const href = escapeHtml(input.link);
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${href}">${escapeHtml(texts.action)}</a></p>`,
    `<p style="color:#666;font-size:12px">${href}</p>`,
    `<p>${escapeHtml(texts.ignore)}</p>`,
    `<p>${escapeHtml(signature)}</p>`,
  ].join('\n');
  return { subject: texts.subject(platform), text, html };
}

export function confirmationMail(input: LinkMailInput): MailContent {
  return linkMail(input, {
    subject: L.confirmationSubject,
    intro: L.confirmationIntro,
    action: L.confirmationAction,
    ignore: L.confirmationIgnore,
  });
}

export function passwordResetMail(input: LinkMailInput): MailContent {
  return linkMail(input, { subject: L.resetSubject, intro: L.resetIntro, action: L.resetAction, ignore: L.resetIgnore });
}

/** Tells the account's owner that wrong passwords locked it, until when, and how to open it at once. */
export function accountLockedMail(input: LinkMailInput & { lockedUntil: Date }): MailContent {
  return linkMail(input, {
    subject: L.lockedSubject,
    intro: (platform) => L.lockedIntro(platform, formatDate(input.lockedUntil), formatHour(input.lockedUntil)),
    action: L.lockedAction,
    ignore: L.lockedAdvice,
  });
}
