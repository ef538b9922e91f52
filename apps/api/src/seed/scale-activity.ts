import type { NotificationKind } from '@hubgrade/domain/notifications/rules';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from './accounts.ts';
import { DEMO_BRANDS } from './brands.ts';
import { CITIES, COMPANY_PREFIXES, COMPANY_WORDS, FIRST_NAMES, LAST_NAMES, SITE_NAMES, STREETS } from './french.ts';
import type { VolumeContext } from './scale-context.ts';
import { below, chance, hash, int, intArray, pick, spreadTime, textArray } from './scale-random.ts';

/** Per unit of scale, what the generated accounts did: their notifications, the history of changes, the mails sent. */
const PER_SCALE = {
  notifications: 53_000,
  history: 30_000,
  mails: 20_000,
};

const CITY_NAMES = CITIES.map((c) => c.city);

const NOTIFICATIONS: { kind: NotificationKind; content: string; link: string }[] = [
  { kind: 'booking_for_you', content: 'Nouvelle réservation de salle de réunion faite pour vous par %s', link: '/sdr' },
  { kind: 'booking_for_you', content: 'Réservation de poste de travail faite pour vous par %s', link: '/planning' },
  { kind: 'ticket_answered', content: '%s a répondu à votre ticket', link: '/tickets' },
  { kind: 'contract_signed', content: 'Le contrat de %s a été signé', link: '/contrats' },
  { kind: 'message_to_moderate', content: 'Nouveau message de %s à modérer', link: '/messages' },
  { kind: 'account_pending', content: '%s attend la validation de son compte', link: '/user-incoming' },
  { kind: 'system', content: 'Une nouvelle facture est disponible', link: '/factures' },
];

const MAILS: { subject: string; body: string }[] = [
  {
    subject: 'Bienvenue sur votre espace',
    body: 'Votre compte est prêt : vous pouvez dès maintenant réserver vos salles et suivre vos factures.',
  },
  { subject: 'Confirmez votre adresse email', body: 'Cliquez sur le lien ci-dessous pour activer votre compte.' },
  { subject: 'Réinitialisation de votre mot de passe', body: 'Vous avez demandé un nouveau mot de passe. Ce lien est valable 24 heures.' },
  {
    subject: 'Votre réservation est confirmée',
    body: 'Votre réservation de salle de réunion est confirmée. Vous la retrouverez dans votre planning.',
  },
  { subject: 'Nouvelle facture disponible', body: 'Une nouvelle facture est disponible dans votre espace client.' },
  { subject: 'Rappel : votre réservation de demain', body: 'Nous vous rappelons votre réservation prévue demain matin.' },
  { subject: 'Votre ticket a été résolu', body: 'Notre équipe a traité votre demande. N’hésitez pas à nous répondre si besoin.' },
];

/**
 * The change a history entry records, shaped like recordHistory's (camelCase fields of the
 * entity); `offset` gives the new value other salts than the old one. Expects `e.entity`.
 */
function historyData(side: 'old' | 'new', offset: number): SQL {
  const variant = below(510, 3);
  const salt = 520 + offset;
  const flag = side === 'new' ? 'true' : 'false';
  const address = sql`(1 + ${below(salt, 180)}) || ' ' || ${pick(STREETS, salt + 1)}`;
  const city = pick(CITY_NAMES, salt + 6);
  const companyName = sql`${pick(COMPANY_PREFIXES, salt + 2)} || ' ' || ${pick(COMPANY_WORDS, salt + 3)}`;
  return sql`case e.entity
    when 'user' then case ${variant}
      when 0 then jsonb_build_object('enabled', ${sql.raw(flag)})
      when 1 then jsonb_build_object('lastName', ${pick(LAST_NAMES, salt + 4)})
      else jsonb_build_object('mobile', '06' || lpad(${below(salt + 5, 100_000_000)}::text, 8, '0'))
    end
    when 'company' then case ${variant}
      when 0 then jsonb_build_object('name', ${companyName})
      else jsonb_build_object('address', ${address}, 'city', ${city})
    end
    when 'site' then case ${variant}
      when 0 then jsonb_build_object('name', ${pick(SITE_NAMES, salt + 7)} || ' ' || ${city})
      else jsonb_build_object('address', ${address})
    end
    else jsonb_build_object('configuration', jsonb_build_object('flags', jsonb_build_object('slack', ${sql.raw(flag)})))
  end`;
}

/** First id and count of rows the foundation generated in one table. */
export interface GeneratedRange {
  from: number;
  total: number;
}

/** Notifications, history entries and mails over the demo accounts and the generated sites, companies and users. */
export async function activityVolume(
  ctx: VolumeContext,
  generated: { sites: GeneratedRange; companies: GeneratedRange; users: GeneratedRange },
): Promise<void> {
  const { tx, scale } = ctx;
  const { from: sitesFrom, total: S } = generated.sites;
  const { from: companiesFrom, total: C } = generated.companies;
  const { from: usersFrom, total: U } = generated.users;
  const demoIds = (await queryRows<{ id: number }>(tx, sql`select id from users where email like '%@demo.test' order by id`)).map(
    (r) => r.id,
  );
  // The administrator who signs history entries, per scope (main platform first).
  const actorEmails = [DEMO_ACCOUNTS.admin, ...DEMO_BRANDS.map((b) => brandStaffEmail('admin', b.id))];
  const actors = await queryRows<{ id: number; email: string }>(
    tx,
    sql`select id, email from users where email = any(${textArray(actorEmails)})`,
  );
  const actorIds = actorEmails.map((email) => actors.find((a) => a.email === email)?.id ?? 0);

  // About 6% go to the documented accounts, so their bell and lists are full as well.
  const N = PER_SCALE.notifications * scale;
  const notificationsFrom = await ctx.nextId('notifications');
  await ctx.series('notifications', N, (from, to) => {
    const template = below(401, NOTIFICATIONS.length);
    return sql`
      insert into notifications (id, user_id, kind, content, link, seen, created_by_user_id, created_at)
      select ${int(notificationsFrom)} - 1 + g,
        case when ${chance(402, 0.06)} then (${intArray(demoIds)})[1 + ${below(403, demoIds.length)}]
          else ${int(usersFrom)} + ${below(404, U)} end,
        (${textArray(NOTIFICATIONS.map((n) => n.kind))})[1 + ${template}],
        format((${textArray(NOTIFICATIONS.map((n) => n.content))})[1 + ${template}], ${pick(FIRST_NAMES, 405)} || ' ' || ${pick(LAST_NAMES, 406)}),
        (${textArray(NOTIFICATIONS.map((n) => n.link))})[1 + ${template}],
        -- Older ones have mostly been read, the latest mostly not.
        ${hash(407)} < 2147483648 * (0.97 - 0.9 * power(g::float8 / ${int(N)}, 20)),
        case when ${chance(408, 0.7)} then ${int(usersFrom)} + ${below(409, U)} end,
        ${spreadTime(N, 400)}
      from generate_series(${int(from)}, ${int(to)}) g`;
  });

  const H = PER_SCALE.history * scale;
  const historyFrom = await ctx.nextId('history_entries');
  const brandIds = DEMO_BRANDS.map((b) => b.id);
  await ctx.series('history_entries', H, (from, to) => {
    const kind = below(501, 100);
    return sql`
      insert into history_entries (id, entity, entity_id, brand_id, user_id, user_email, old_data, new_data, created_at)
      select id, entity, entity_id, brand_id,
        nullif((${intArray(actorIds)})[1 + coalesce(array_position(${intArray(brandIds)}, brand_id), 0)], 0),
        (${textArray(actorEmails)})[1 + coalesce(array_position(${intArray(brandIds)}, brand_id), 0)],
        old_data, new_data, created_at
      from (
        select ${int(historyFrom)} - 1 + g as id, e.entity, e.entity_id,
          case e.entity
            when 'user' then (select brand_id from users where id = e.entity_id)
            when 'company' then (select brand_id from companies where id = e.entity_id)
            when 'site' then (select brand_id from sites where id = e.entity_id)
            else e.entity_id
          end as brand_id,
          ${historyData('old', 0)} as old_data,
          ${historyData('new', 10)} as new_data,
          ${spreadTime(H, 700)} as created_at
        from generate_series(${int(from)}, ${int(to)}) g
        cross join lateral (
          select case when ${kind} < 50 then 'user' when ${kind} < 80 then 'company' when ${kind} < 97 then 'site' else 'brand' end as entity,
            case
              when ${kind} < 5 then (${intArray(demoIds)})[1 + ${below(502, demoIds.length)}]
              when ${kind} < 50 then ${int(usersFrom)} + ${below(503, U)}
              when ${kind} < 80 then ${int(companiesFrom)} + ${below(504, C)}
              when ${kind} < 97 then ${int(sitesFrom)} + ${below(505, S)}
              else (${intArray(brandIds)})[1 + ${below(506, brandIds.length)}]
            end as entity_id
        ) e
        -- offset 0 keeps the subquery whole: otherwise brand_id's lookups run once per use above.
        offset 0
      ) h`;
  });

  const M = PER_SCALE.mails * scale;
  const mailsFrom = await ctx.nextId('mail_outbox');
  await ctx.series('mail_outbox', M, (from, to) => {
    const template = below(601, MAILS.length);
    const body = sql`(${textArray(MAILS.map((m) => m.body))})[1 + ${template}]`;
    return sql`
      insert into mail_outbox (id, brand_id, to_address, subject, text_body, html_body, attempts, last_error, sent_at, created_at)
      select ${int(mailsFrom)} - 1 + g, u.brand_id, u.email,
        (${textArray(MAILS.map((m) => m.subject))})[1 + ${template}],
        'Bonjour ' || u.first_name || E',\n\n' || ${body} || E'\n\nL’équipe ' || coalesce(b.name, 'Hubgrade'),
        '<p>Bonjour ' || u.first_name || ',</p><p>' || ${body} || '</p><p>L’équipe ' || coalesce(b.name, 'Hubgrade') || '</p>',
        case when ${chance(602, 0.02)} then 2 else 1 end,
        case when ${chance(602, 0.02)} then 'Délai de connexion au serveur SMTP dépassé' end,
        -- Already delivered: a sender configured later must not mail a million generated addresses.
        ${spreadTime(M, 500)} + interval '1 second' * (1 + ${below(603, 30)}),
        ${spreadTime(M, 500)}
      from generate_series(${int(from)}, ${int(to)}) g
      join users u on u.id = ${int(usersFrom)} + ${below(604, U)}
      left join brands b on b.id = u.brand_id`;
  });
}
