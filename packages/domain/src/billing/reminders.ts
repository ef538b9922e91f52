import { addParisDays } from '../format/paris-calendar.ts';

/**
 * Reminders of unpaid invoices. The rule: an invoice still waiting for its payment (En attente or
 * Envoyée) gets a first reminder 7 days after its due date (J+7) and a second one 30 days after
 * (J+30), each once. A credit note waits for no payment and gets none; an invoice paid, cancelled
 * or declared unrecoverable gets none; one whose second reminder is due before the first went out
 * (a late start of the schedule) gets the second only, the stronger of the two.
 */
export const REMINDER_LEVELS = [
  { level: 1, daysAfterDue: 7 },
  { level: 2, daysAfterDue: 30 },
] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number]['level'];

const WAITING_STATES: readonly number[] = [0, 1];
const CREDIT_NOTE = 5;

/** The reminder an invoice is due today, or null. */
export function reminderDue(
  invoice: { state: number; type: number; dueOn: string | null },
  sent: readonly number[],
  today: string,
): ReminderLevel | null {
  if (!invoice.dueOn || invoice.type === CREDIT_NOTE || !WAITING_STATES.includes(invoice.state)) return null;
  const reached = REMINDER_LEVELS.filter((r) => addParisDays(invoice.dueOn as string, r.daysAfterDue) <= today);
  const strongest = reached.at(-1);
  if (!strongest || sent.some((level) => level >= strongest.level)) return null;
  return strongest.level;
}

export const REMINDER_LABELS = {
  subject: (level: ReminderLevel, number: string, seller: string) =>
    `${level === 1 ? 'Rappel' : 'Second rappel'} : facture ${number} en attente de règlement${seller ? ` — ${seller}` : ''}`,
  body: (p: { level: ReminderLevel; number: string; amount: string; dueOn: string; pdfUrl: string; seller: string }) =>
    [
      'Bonjour,',
      '',
      p.level === 1
        ? `Sauf erreur de notre part, la facture ${p.number} d’un montant de ${p.amount}, échue le ${p.dueOn}, reste impayée.`
        : `Malgré notre premier rappel, la facture ${p.number} d’un montant de ${p.amount}, échue le ${p.dueOn}, reste impayée.`,
      `Vous pouvez la consulter ici : ${p.pdfUrl}`,
      '',
      'Des pénalités de retard sont exigibles depuis l’échéance, ainsi que, pour les professionnels, une indemnité forfaitaire pour frais de recouvrement de 40 €.',
      'Si vous avez réglé cette facture entre-temps, merci de ne pas tenir compte de ce message.',
      '',
      'Cordialement,',
      p.seller,
    ].join('\n'),
  event: (level: ReminderLevel) => (level === 1 ? 'Rappel J+7 envoyé' : 'Rappel J+30 envoyé'),
} as const;
