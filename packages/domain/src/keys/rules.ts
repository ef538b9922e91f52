/** An assignment is held until it is returned; the return cannot come before the handover. */
export function isReturnDateValid(assignedAt: string, returnedAt: string): boolean {
  return returnedAt >= assignedAt;
}

const DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Paris, YYYY-MM-DD: a key handed over at 00:30 in Paris is handed over that day. */
export function parisDay(at: Date = new Date()): string {
  return DAY.format(at);
}
