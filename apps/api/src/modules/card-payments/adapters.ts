import type { Config } from '../../config.ts';
import type { CardPaymentAdapter } from './adapter.ts';
import { builtInCardPayment } from './built-in.ts';
import { httpCardPayment } from './http-client.ts';

/** The real hosted checkout when CARD_PAYMENT_URL and CARD_PAYMENT_KEY are set (config.ts), the built-in one otherwise. */
export function cardPaymentAdapter(config: Pick<Config, 'cardPayment' | 'publicUrl'>): CardPaymentAdapter {
  return config.cardPayment ? httpCardPayment(config.cardPayment) : builtInCardPayment(config.publicUrl);
}
