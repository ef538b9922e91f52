import { createHash } from 'node:crypto';
import { paymentMode } from '@hubgrade/domain/contracts/payment';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { PNG } from '../uploads/sample-files.ts';
import { extractPdfText } from './pdf-text.ts';

const DRAWING = `data:image/png;base64,${PNG.toString('base64')}`;
const MOBILE = { countryCode: 'FR', phoneNumber: '06 12 34 56 78' };

describe.each(ENGINES)('contract document, e-signature and SEPA mandates on %s', (engine) => {
  let t: TestApp;
  let superAdmin: string;
  let brandAdmin9: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(t.database.db, query);
  /** A contract of the scope at the given state with no signature yet. */
  const contractAt = async (brandId: number | null, state: number, kind = 'platform') =>
    (
      await rows<{ id: number }>(
        sql`select id from contracts c where brand_id is not distinct from ${brandId} and state = ${state} and kind = ${kind}
            and deleted_at is null and not exists (select 1 from contract_signatures s where s.contract_id = c.id) order by id limit 1`,
      )
    )[0]?.id as number;
  const lastCode = async (to: string) => {
    const [mail] = await rows<{ text_body: string }>(
      sql`select text_body from mail_outbox where to_address = ${to} order by id desc limit 1`,
    );
    return /est : (\d{6})/.exec(mail?.text_body ?? '')?.[1] as string;
  };
  const tenantEmail = async (contractId: number) =>
    (await rows<{ email: string }>(sql`select u.email from contracts c join users u on u.id = c.tenant_id where c.id = ${contractId}`))[0]
      ?.email as string;
  const contractState = async (id: number) => (await rows<{ state: number }>(sql`select state from contracts where id = ${id}`))[0]?.state;
  const start = async (contractId: number, token = superAdmin) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/bookings/${contractId}/signatures`, headers: auth(token) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { signatureId: number; link: string };
  };

  beforeAll(async () => {
    t = await createTestApp(engine);
    superAdmin = await t.tokenFor(DEMO_ACCOUNTS.admin);
    brandAdmin9 = await t.tokenFor(DEMO_ACCOUNTS.brand);
  });
  afterAll(() => t.close());

  describe('contract PDF', () => {
    it('prints the parties, space, dates, amounts and the model’s articles with their fields filled', async () => {
      const id = await contractAt(null, 4);
      const res = await t.app.inject({ url: `/api/bookings/${id}/document.pdf`, headers: auth(superAdmin) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      const text = (await extractPdfText(res.rawPayload)).join('\n');
      const [c] = await rows<{ first_name: string; last_name: string; rent_cents: number; discount_cents: number; vat_rate: number }>(
        sql`select u.first_name, u.last_name, c.rent_cents, c.discount_cents, c.vat_rate from contracts c join users u on u.id = c.tenant_id where c.id = ${id}`,
      );
      expect(text).toContain(`Contrat n°${id}`);
      expect(text).toContain(`Locataire : ${c?.first_name} ${c?.last_name}`);
      expect(text).toContain('Loueur : ');
      expect(text).toContain('Article 1 - Objet');
      expect(text).toContain('Article 3 - Prix et paiement');
      const vat = Math.round((((c?.rent_cents ?? 0) - (c?.discount_cents ?? 0)) * (c?.vat_rate ?? 0)) / 10_000);
      const euros = (cents: number) =>
        new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ');
      expect(text).toContain(euros(c?.rent_cents ?? 0));
      expect(text).toContain(euros(vat));
      expect(text).toContain(euros((c?.rent_cents ?? 0) - (c?.discount_cents ?? 0) + vat));
      expect(text).not.toMatch(/\{\{/);
    });

    it('speaks of Prestataire and Client for brand 9', async () => {
      const id = await contractAt(9, 4);
      const res = await t.app.inject({ url: `/api/bookings/${id}/document.pdf`, headers: auth(brandAdmin9) });
      const text = (await extractPdfText(res.rawPayload)).join('\n');
      expect(text).toContain('Prestataire : ');
      expect(text).toContain('Client : ');
      expect(text).toContain('Obligations du Client');
      expect(text).not.toMatch(/Loueur|Locataire/);
    });

    it('is brand-scoped, and the download routes point at it (404 Le document n’existe pas otherwise)', async () => {
      const other = await contractAt(5, 4);
      expect((await t.app.inject({ url: `/api/bookings/${other}/document.pdf`, headers: auth(brandAdmin9) })).statusCode).toBe(404);
      const own = await contractAt(9, 4);
      const file = await t.app.inject({ url: `/api/uploads/booking/${own}`, headers: auth(brandAdmin9) });
      expect(file.json()).toEqual({ message: 'OK', path: `/api/bookings/${own}/document.pdf` });
      const missing = await t.app.inject({ url: `/api/uploads/booking/${other}`, headers: auth(brandAdmin9) });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe("Le document n'existe pas");
      const coworking = await contractAt(9, 4, 'coworking');
      expect((await t.app.inject({ url: `/api/uploads/booking-os/${coworking}`, headers: auth(brandAdmin9) })).json()).toMatchObject({
        message: 'OK',
      });
      expect((await t.app.inject({ url: `/api/uploads/booking/${coworking}`, headers: auth(brandAdmin9) })).statusCode).toBe(404);
    });
  });

  describe('e-signature through the built-in provider', () => {
    it('goes from start to Signé with the code sent by mail and a signed PDF stored', async () => {
      const id = await contractAt(null, 1);
      const { signatureId, link } = await start(id);
      expect(await contractState(id)).toBe(2);
      expect(link).toMatch(new RegExp(`^/api/esign/${signatureId}\\.`));
      // Starting again gives the same open signature.
      const again = await t.app.inject({ method: 'POST', url: `/api/bookings/${id}/signatures`, headers: auth(superAdmin) });
      expect(again.statusCode).toBe(200);
      expect(again.json().signatureId).toBe(signatureId);

      const page = await t.app.inject({ url: link });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('SignaturePad');
      const session = await t.app.inject({ url: link, headers: { accept: 'application/json' } });
      expect(session.json()).toMatchObject({ contractId: id, state: 'started', documentHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      const doc = await t.app.inject({ url: `${link}/document.pdf` });
      expect(createHash('sha256').update(doc.rawPayload).digest('hex')).toBe(session.json().documentHash);

      const noMobile = await t.app.inject({
        method: 'POST',
        url: `${link}/code`,
        payload: { name: 'Jean Test', mobile: { countryCode: 'FR', phoneNumber: '0123456789' } },
      });
      expect(noMobile.statusCode).toBe(400);
      expect(JSON.stringify(noMobile.json().errors)).toContain(
        'Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).',
      );

      const code = await t.app.inject({ method: 'POST', url: `${link}/code`, payload: { name: 'Jean Test', mobile: MOBILE } });
      expect(code.statusCode, code.body).toBe(200);
      const email = await tenantEmail(id);
      const sent = await lastCode(email);
      expect(sent).toMatch(/^\d{6}$/);

      const signed = await t.app.inject({
        method: 'POST',
        url: `${link}/sign`,
        headers: { 'user-agent': 'Vitest/1.0' },
        payload: { name: 'Jean Test', signature: DRAWING, code: sent },
      });
      expect(signed.statusCode, signed.body).toBe(200);
      expect(signed.json()).toEqual({ state: 'signed', signatureId });
      expect(await contractState(id)).toBe(3);

      const [row] = await rows<{ signed_ip: string; signed_user_agent: string; signed_upload_id: number; signer_phone: string }>(
        sql`select signed_ip, signed_user_agent, signed_upload_id, signer_phone from contract_signatures where id = ${signatureId}`,
      );
      expect(row).toMatchObject({ signed_ip: expect.any(String), signed_user_agent: 'Vitest/1.0', signer_phone: '+33612345678' });
      const file = await t.app.inject({ url: `/api/uploads/booking/${id}`, headers: auth(superAdmin) });
      expect(file.json()).toEqual({ message: 'OK', path: `/api/bookings/${id}/signatures/${signatureId}/signed.pdf` });
      const pdf = await t.app.inject({ url: file.json().path, headers: auth(superAdmin) });
      const pages = await extractPdfText(pdf.rawPayload);
      expect(pages.length).toBe((await extractPdfText(doc.rawPayload)).length + 1);
      const certificate = pages.at(-1) as string;
      expect(certificate).toContain('Certificat de signature électronique');
      expect(certificate).toContain('Jean Test');
      expect(certificate).toContain(session.json().documentHash);
      expect(certificate).toContain('Vitest/1.0');

      // Closed: neither a new code nor a second signature.
      expect((await t.app.inject({ method: 'POST', url: `${link}/code`, payload: { name: 'Jean Test', mobile: MOBILE } })).statusCode).toBe(
        409,
      );
      const staff = await t.app.inject({ url: `/api/bookings/${id}/signatures/${signatureId}`, headers: auth(superAdmin) });
      expect(staff.json()).toMatchObject({ state: 'signed', signerName: 'Jean Test', signedPath: expect.any(String) });
    });

    it('refuses a wrong code, counts the attempts and then asks for a new code', async () => {
      const id = await contractAt(null, 1);
      const { link } = await start(id);
      await t.app.inject({ method: 'POST', url: `${link}/code`, payload: { name: 'Jean Test', mobile: MOBILE } });
      const good = await lastCode(await tenantEmail(id));
      const wrong = good === '000000' ? '111111' : '000000';
      const first = await t.app.inject({
        method: 'POST',
        url: `${link}/sign`,
        payload: { name: 'Jean Test', signature: DRAWING, code: wrong },
      });
      expect(first.statusCode).toBe(400);
      expect(first.json().message).toBe('Code de confirmation incorrect. Il vous reste 4 essais.');
      for (let i = 0; i < 4; i++)
        await t.app.inject({ method: 'POST', url: `${link}/sign`, payload: { name: 'Jean Test', signature: DRAWING, code: wrong } });
      const locked = await t.app.inject({
        method: 'POST',
        url: `${link}/sign`,
        payload: { name: 'Jean Test', signature: DRAWING, code: good },
      });
      expect(locked.statusCode).toBe(400);
      expect(await contractState(id)).toBe(2);
      // A new code is refused within the minute.
      expect((await t.app.inject({ method: 'POST', url: `${link}/code`, payload: { name: 'Jean Test', mobile: MOBILE } })).statusCode).toBe(
        400,
      );
    });

    it('records a refusal, keeps the contract at Signature and allows a new signature', async () => {
      const id = await contractAt(null, 1);
      const { signatureId, link } = await start(id);
      const declined = await t.app.inject({ method: 'POST', url: `${link}/decline`, payload: { reason: 'Montant erroné' } });
      expect(declined.json()).toEqual({ state: 'declined', signatureId });
      const [row] = await rows<{ state: string; decline_reason: string; declined_at: string | null }>(
        sql`select state, decline_reason, declined_at::text from contract_signatures where id = ${signatureId}`,
      );
      expect(row).toMatchObject({ state: 'declined', decline_reason: 'Montant erroné', declined_at: expect.any(String) });
      expect(await contractState(id)).toBe(2);
      const next = await start(id);
      expect(next.signatureId).not.toBe(signatureId);
    });

    it('refuses a forged link, a contract that cannot be signed, and another brand’s contract', async () => {
      expect((await t.app.inject({ url: `/api/esign/1.${'a'.repeat(43)}`, headers: { accept: 'application/json' } })).statusCode).toBe(404);
      const running = await contractAt(null, 4);
      const refused = await t.app.inject({ method: 'POST', url: `/api/bookings/${running}/signatures`, headers: auth(superAdmin) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("Un contrat à l'état En cours ne peut pas être envoyé en signature.");
      const other = await contractAt(5, 1);
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/bookings/${other}/signatures`, headers: auth(brandAdmin9) })).statusCode,
      ).toBe(404);
      expect(await contractState(other)).toBe(1);
    });
  });

  describe('SEPA mandates', () => {
    const badge = async (contractId: number) => {
      const [c] = await rows<{ subscription: number; signed_at: string | null; signed_ip: string | null; removed_at: string | null }>(
        sql`select c.subscription, m.signed_at::text, m.signed_ip, m.removed_at::text from contracts c
            left join lateral (select * from sepa_mandates s where s.contract_id = c.id order by s.id desc limit 1) m on true
            where c.id = ${contractId}`,
      );
      return paymentMode({
        subscription: c?.subscription ?? 0,
        mandateDate: c?.signed_at ?? null,
        mandateIp: c?.signed_ip ?? null,
        mandateDateRemoved: c?.removed_at ?? null,
      });
    };

    it('signs a mandate (payment Auto), replaces the previous one, and removes it (payment Manuel)', async () => {
      const id = await contractAt(9, 4);
      await rows(sql`update contracts set subscription = 0 where id = ${id}`);
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/mandates`,
        headers: auth(brandAdmin9),
        payload: { holder: 'Jean Test', iban: 'FR7630006000011234567890188' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.iban).toEqual(['IBAN invalide']);

      const first = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/mandates`,
        headers: auth(brandAdmin9),
        payload: { holder: 'Jean Test', iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'AGRIFRPP' },
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ state: 'active', iban: 'FR76 **** **** **** **** ***0 189', signedIp: expect.any(String) });
      expect(await badge(id)).toBe('Auto');

      const second = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${id}/mandates`,
        headers: auth(brandAdmin9),
        payload: { holder: 'Jeanne Test', iban: 'DE89370400440532013000' },
      });
      expect(second.statusCode).toBe(201);
      const states = await rows<{ id: number; removed: boolean }>(
        sql`select id, removed_at is not null as removed from sepa_mandates where contract_id = ${id} order by id`,
      );
      expect(states.filter((s) => !s.removed).map((s) => s.id)).toEqual([second.json().id]);

      const list = await t.app.inject({ url: `/api/mandates?contractId=${id}`, headers: auth(brandAdmin9) });
      const listed = list.json().items.map((m: { state: string }) => m.state);
      expect(listed[0]).toBe('active');
      expect(listed.slice(1).every((state: string) => state === 'removed')).toBe(true);

      const removed = await t.app.inject({ method: 'DELETE', url: `/api/mandates/${second.json().id}`, headers: auth(brandAdmin9) });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ state: 'removed', removedAt: expect.any(String) });
      expect(await badge(id)).toBe('Manuel');
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/mandates/${second.json().id}`, headers: auth(brandAdmin9) })).statusCode,
      ).toBe(409);
    });

    it('lists within the brand only, 25 a page', async () => {
      const own = await t.app.inject({ url: '/api/mandates', headers: auth(brandAdmin9) });
      expect(own.statusCode).toBe(200);
      expect(own.json().items.every((m: { brandId: number }) => m.brandId === 9)).toBe(true);
      const all = await t.app.inject({ url: '/api/mandates', headers: auth(superAdmin) });
      expect(all.json().items.length).toBeLessThanOrEqual(25);
      const [other] = await rows<{ id: number }>(sql`select id from sepa_mandates where brand_id = 5 and removed_at is null limit 1`);
      if (other) {
        expect((await t.app.inject({ method: 'DELETE', url: `/api/mandates/${other.id}`, headers: auth(brandAdmin9) })).statusCode).toBe(
          404,
        );
      }
    });
  });
});
