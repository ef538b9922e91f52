import { describe, expect, it } from 'vitest';
import { paymentMode } from './payment.ts';

const SIGNED = { subscription: 1, mandateDate: '2026-01-02T10:00:00.000Z', mandateIp: '192.0.2.1', mandateDateRemoved: null };

describe('paymentMode', () => {
  it('is Auto for a subscription with a signed, standing mandate', () => {
    expect(paymentMode(SIGNED)).toBe('Auto');
  });
  it('is Manuel without subscription', () => {
    expect(paymentMode({ ...SIGNED, subscription: 0 })).toBe('Manuel');
  });
  it('is Manuel when the mandate lacks its date or its IP', () => {
    expect(paymentMode({ ...SIGNED, mandateDate: null })).toBe('Manuel');
    expect(paymentMode({ ...SIGNED, mandateIp: null })).toBe('Manuel');
    expect(paymentMode({ ...SIGNED, mandateIp: '' })).toBe('Manuel');
  });
  it('is Manuel once the mandate is removed', () => {
    expect(paymentMode({ ...SIGNED, mandateDateRemoved: '2026-03-01T00:00:00.000Z' })).toBe('Manuel');
  });
});
