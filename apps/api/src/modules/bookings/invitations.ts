import { BOOKING_LABELS as L } from '@hubgrade/domain/bookings/labels';
import type { Occurrence } from '@hubgrade/domain/bookings/recurrence';
import { recurrenceSentence } from '@hubgrade/domain/bookings/recurrence';
import type { Frequency } from '@hubgrade/domain/bookings/schemas';
import { formatDate, formatHour } from '@hubgrade/domain/format/dates';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import { queueMail } from '../../lib/mail.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notify } from '../notifications/notify.ts';
import { invitationCalendar, myFeedUrl } from './calendar.ts';

export interface Invitation {
  member: { id: number; email: string; firstName: string; lastName: string };
  room: { name: string; siteName: string; brandId: number | null };
  subject: string;
  guests: string[];
  /** The meetings booked, each with its booking's id. */
  meetings: readonly (Occurrence & { id: number })[];
  frequency: Frequency | false;
}

/**
 * A booking made for someone else tells them (members-bookings-feed §6): a notification, and a
 * mail with the meeting (and the series' sentence), its invitation as an .ics file, and the
 * secret address of their bookings' calendar, which Google Calendar or Outlook subscribe to once
 * and then keep up to date. Both join the booking's transaction: a refused save sends nothing.
 */
export async function invite(tx: Tx, config: Pick<Config, 'publicUrl'>, actor: SessionUser, invitation: Invitation): Promise<void> {
  const first = invitation.meetings[0];
  if (!first || invitation.member.id === actor.id) return;
  const day = formatDate(first.start);
  const from = formatHour(first.start);
  await notify(tx, {
    userIds: [invitation.member.id],
    kind: 'booking_for_you',
    content: L.invitation.notification(invitation.room.name, day, from),
    link: '/planning',
    createdBy: actor.id,
  });
  const who = `${actor.firstName} ${actor.lastName}`.trim();
  const series = invitation.frequency === false ? null : recurrenceSentence(first.day, invitation.frequency);
  const feed = await myFeedUrl(tx, config, invitation.member.id, invitation.room.brandId);
  const lines = [
    L.invitation.text(who, invitation.room.name, day, from, formatHour(first.end)),
    `${L.fields.subject} : ${invitation.subject}`,
    ...(series ? [`${L.recurrence.summary} : ${series}`] : []),
    '',
    `${L.feed.title} : ${feed}`,
  ];
  const events = invitation.meetings.map((meeting) => ({
    id: meeting.id,
    startsAt: meeting.start,
    endsAt: meeting.end,
    subject: invitation.subject,
    guests: invitation.guests,
    private: false,
    roomName: invitation.room.name,
    siteName: invitation.room.siteName,
    firstName: invitation.member.firstName,
    lastName: invitation.member.lastName,
  }));
  await queueMail(tx, {
    to: invitation.member.email,
    subject: L.invitation.subject(invitation.subject, day, from),
    text: lines.join('\n'),
    attachments: [
      {
        filename: L.invitation.file,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: invitationCalendar(invitation.subject, events),
      },
    ],
    brandId: invitation.room.brandId,
  });
}
