import type { Module } from '../../lib/context.ts';
import { scheduleReminders } from './reminders.ts';

/** Payment reminders of late invoices: no call of their own, a schedule (INVOICE_REMINDERS=off stops it). */
export const invoiceReminderRoutes: Module = async (app, { db, config }) => {
  if (config.invoiceReminders) scheduleReminders(app, db, config.publicUrl);
};
