import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** Two IBANs valid for the mod-97 check, with their banks' BIC. */
const ACCOUNTS = [
  { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' },
  { iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP' },
] as const;

/**
 * A SEPA creditor identifier (ICS) for each demo brand, beside the main platform's written by the
 * migration; the bank account of two landlords with statements out of three (the third shows the
 * RIB to fill in); and a few other payments of the main platform waiting for an order.
 */
export async function seedPaymentOrders(db: Db): Promise<void> {
  await db.execute(sql`
    insert into sepa_creditor_ids (brand_key, scheme_id)
    select id, 'FR' || lpad((id % 100)::text, 2, '0') || 'ZZZ' || lpad(id::text, 6, '0') from brands
    on conflict (brand_key) do nothing`);
  await db.execute(sql`
    insert into landlord_bank_accounts (user_id, holder, iban, bic)
    select u.id, u.first_name || ' ' || u.last_name,
      case when u.id % 2 = 0 then ${ACCOUNTS[0].iban} else ${ACCOUNTS[1].iban} end,
      case when u.id % 2 = 0 then ${ACCOUNTS[0].bic} else ${ACCOUNTS[1].bic} end
    from users u where u.id % 3 <> 0 and exists (select 1 from statements s where s.landlord_id = u.id)
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into other_payments (brand_id, beneficiary, iban, bic, amount_cents, label, payment_date)
    values
      (null, 'Nettoyage Services Île-de-France', ${ACCOUNTS[0].iban}, ${ACCOUNTS[0].bic}, 186000, 'Ménage des plateaux, novembre', current_date + 3),
      (null, 'Atelier Mobilier Contemporain', ${ACCOUNTS[1].iban}, ${ACCOUNTS[1].bic}, 452050, 'Facture AMC-2291 : fauteuils', current_date + 5),
      (null, 'Énergies Urbaines', ${ACCOUNTS[0].iban}, ${ACCOUNTS[0].bic}, 98999, 'Électricité, acompte trimestriel', current_date + 40)`);
}
