/** An amount as SEPA writes it: euros with a dot and two decimals, from integer cents. */
export function sepaAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new Error(`Montant SEPA invalide : ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The control sum of a group of transactions: the sum of their amounts, computed in cents. */
export function controlSum(amountsCents: readonly number[]): string {
  return sepaAmount(amountsCents.reduce((sum, cents) => sum + cents, 0));
}
