import { EMAILING_LABELS as L } from '@hubgrade/domain/emailing/labels';
import { applyMergeFields } from '@hubgrade/domain/emailing/rules';
import type { OutgoingMail } from '../../lib/mail.ts';
import { richTextAsPlain } from '../../lib/rich-text-plain.ts';

export interface CampaignContent {
  subject: string;
  body: string;
  brandId: number | null;
}

export interface Recipient {
  email: string;
  firstName: string;
  companyName: string | null;
}

/** The public page a campaign mail's unsubscribe link opens. */
export const unsubscribeLink = (publicUrl: string, token: string) => `${publicUrl}/desabonnement/${token}`;

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** One recipient's mail: merge fields filled in, and the unsubscribe link at the foot of both bodies. */
export function campaignMail(campaign: CampaignContent, recipient: Recipient, link: string, test = false): OutgoingMail {
  const values = { firstName: recipient.firstName, company: recipient.companyName };
  const html = applyMergeFields(campaign.body, values, true);
  const note = test ? `<p><em>${L.mail.testNote}</em></p>` : '';
  return {
    to: recipient.email,
    subject: `${test ? L.mail.testPrefix : ''}${applyMergeFields(campaign.subject, values, false)}`,
    html: `${html}<hr><p>${L.mail.footer} <a href="${escapeAttribute(link)}">${L.mail.unsubscribe}</a></p>${note}`,
    text: `${richTextAsPlain(html)}\n\n--\n${L.mail.footer} ${link}${test ? `\n${L.mail.testNote}` : ''}`,
    brandId: campaign.brandId,
  };
}
