import { escapeHtml, type MailContent } from '../auth/mails.ts';
import { INTEGRATION_LABELS } from './labels.ts';

const L = INTEGRATION_LABELS.mails;

function mail(subject: string, paragraphs: string[]): MailContent {
  return {
    subject,
    text: `${paragraphs.join('\n\n')}\n`,
    html: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n'),
  };
}

/** The door code the built-in WelcomR sends on activation and on "resend code". */
export function welcomrPinMail(input: { firstName: string; pin: string }): MailContent {
  return mail(L.pinSubject, [L.greeting(input.firstName), L.pinIntro, input.pin, L.pinOutro, L.signature]);
}

/** The invitation the built-in Slack sends, naming the company channel when there is one. */
export function slackInviteMail(input: { firstName: string; channel: string | null }): MailContent {
  const lines = [L.greeting(input.firstName), L.slackIntro];
  if (input.channel) lines.push(L.slackChannel(input.channel));
  lines.push(L.signature);
  return mail(L.slackSubject, lines);
}
