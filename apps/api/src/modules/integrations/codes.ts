import { randomBytes, randomInt } from 'node:crypto';

/** A code of `length` digits, leading zeros kept (door pins, printing codes). */
export function digitCode(length: number): string {
  return Array.from({ length }, () => String(randomInt(10))).join('');
}

/** An opaque identifier like the outside services hand out, e.g. `WR-4F9A0C12B7`. */
export function serviceId(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}
