/** An assignment is held until it is returned; the return cannot come before the handover. */
export function isReturnDateValid(assignedAt: string, returnedAt: string): boolean {
  return returnedAt >= assignedAt;
}
