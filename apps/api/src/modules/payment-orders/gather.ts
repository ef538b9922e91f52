import type { paymentOrderItems } from '../../db/schema/index.ts';

/**
 * One item an order is about to hold, before the order exists: its end-to-end id is the order's
 * reference followed by `key`, and a landlord's transfer lists the statements it pays back.
 */
export interface GatheredItem {
  key: string;
  values: Omit<typeof paymentOrderItems.$inferInsert, 'orderId' | 'endToEndId'>;
  statementIds?: readonly number[];
}
