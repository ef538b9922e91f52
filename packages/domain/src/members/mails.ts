import { AUTH_MAIL_LABELS } from '../auth/labels.ts';
import { escapeHtml, type MailContent } from '../auth/mails.ts';
import { MEMBER_LABELS } from './labels.ts';

const L = MEMBER_LABELS.incoming;

/** The mail a new collaborator receives when an administrator validates the account (/user-incoming). */
export function accountValidatedMail(input: { firstName: string; link: string; platform?: string | null }): MailContent {
  const platform = input.platform || AUTH_MAIL_LABELS.platformName;
  const greeting = AUTH_MAIL_LABELS.greeting(input.firstName);
  const intro = L.mailIntro(platform);
  const signature = AUTH_MAIL_LABELS.signature(platform);
  const href = escapeHtml(input.link);
  return {
    subject: L.mailSubject(platform),
    text: [greeting, '', intro, '', input.link, '', signature, ''].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${href}">${escapeHtml(L.mailAction)}</a></p>`,
      `<p>${escapeHtml(signature)}</p>`,
    ].join('\n'),
  };
}
