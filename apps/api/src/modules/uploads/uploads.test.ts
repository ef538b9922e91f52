import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_LABELS } from '@hubgrade/domain/common/errors';
import { UPLOAD_LABELS } from '@hubgrade/domain/uploads/labels';
import { UPLOAD_RULES } from '@hubgrade/domain/uploads/rules';
import type { Upload } from '@hubgrade/domain/uploads/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ENGINES, type TestApp } from '../../../test/harness.ts';
import { ATTACHMENT_KINDS } from '../../app.ts';
import { queryRows } from '../../db/client.ts';
import { brandStaffEmail, DEMO_ACCOUNTS } from '../../seed/accounts.ts';
import { attachmentRules } from './attachments.ts';
import { HTML, JPEG, PNG, pdf, pdfOfSize, pngOfSize, SVG, TEXT_WITH_PDF_HEADER, uploadForm, WEBP } from './sample-files.ts';

/** Every file under a folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(folder.length + 1));
}

describe.each(ENGINES)('uploads on %s', (engine) => {
  let t: TestApp;
  let uploadDir: string;
  const tokens: Record<string, string> = {};
  const people = {
    admin: DEMO_ACCOUNTS.admin,
    member: DEMO_ACCOUNTS.member,
    owner: DEMO_ACCOUNTS.owner,
    brandAdmin9: DEMO_ACCOUNTS.brand,
    office9: brandStaffEmail('office', 9),
    member9: brandStaffEmail('member', 9),
    owner9: brandStaffEmail('owner', 9),
    brandAdmin5: brandStaffEmail('admin', 5),
    commercial9: brandStaffEmail('commercial', 9),
    commercial5: brandStaffEmail('commercial', 5),
    commercial: DEMO_ACCOUNTS.commercial,
  };
  type Person = keyof typeof people;

  const auth = (who: Person) => ({ authorization: `Bearer ${tokens[who]}` });
  const upload = (who: Person, mode: string, form: FormData) =>
    t.app.inject({ method: 'POST', url: `/api/upload/${mode}`, headers: auth(who), payload: form });
  const uploaded = async (who: Person, mode: string, data: Buffer, filename: string): Promise<Upload> => {
    const res = await upload(who, mode, uploadForm(data, filename));
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const rowCount = async () => Number((await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from uploads`))[0]?.n);
  const storageKeyOf = async (id: number) =>
    (await queryRows<{ key: string }>(t.database.db, sql`select storage_key as key from uploads where id = ${id}`))[0]?.key;

  /** A refused upload leaves no row and no file, not even a partial one. */
  async function expectRefused(
    res: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: string,
    before: { rows: number; files: string[] },
  ) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ status, message });
    expect(await rowCount()).toBe(before.rows);
    expect(await filesUnder(uploadDir)).toEqual(before.files);
  }
  const snapshot = async () => ({ rows: await rowCount(), files: await filesUnder(uploadDir) });

  beforeAll(async () => {
    uploadDir = await mkdtemp(join(tmpdir(), 'hubgrade-uploads-'));
    t = await createTestApp(engine, { env: { UPLOAD_DIR: uploadDir } });
    for (const [who, email] of Object.entries(people)) tokens[who] = await t.tokenFor(email);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploadDir, { recursive: true, force: true });
  });

  describe('POST /api/upload/:mode', () => {
    it('stores an image and answers 201 with its description', async () => {
      const res = await upload('member9', 'image', uploadForm(PNG, 'photo de profil.png', 'image/png'));
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<Upload>();
      expect(body).toEqual({
        id: expect.any(Number),
        name: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
        path: `/api/upload/${body.id}/file`,
        originalName: 'photo de profil.png',
        mimeType: 'image/png',
        size: PNG.length,
      });
      const key = await storageKeyOf(body.id);
      expect(key).toMatch(new RegExp(`^\\d{4}/\\d{2}/${body.name}$`));
      expect(await readFile(join(uploadDir, key as string))).toEqual(PNG);
      const [row] = await queryRows<{ user_email: string; brand_id: number | null; mode: string }>(
        t.database.db,
        sql`select u.email as user_email, f.brand_id, f.mode from uploads f join users u on u.id = f.user_id where f.id = ${body.id}`,
      );
      expect(row).toEqual({ user_email: people.member9, brand_id: 9, mode: 'image' });
    });

    it.each([
      ['image', 'image/jpeg', JPEG, 'a.jpg'],
      ['image', 'image/webp', WEBP, 'a.webp'],
      ['pdf', 'application/pdf', pdf(), 'contrat.pdf'],
      ['ticket', 'image/jpeg', JPEG, 'ticket.jpeg'],
      ['ticket', 'image/png', PNG, 'ticket.png'],
      ['ticket', 'application/pdf', pdf(), 'ticket.pdf'],
    ] as const)('%s mode accepts %s', async (mode, mimeType, data, name) => {
      const body = await uploaded('member', mode, data, name);
      expect(body).toMatchObject({ originalName: name, mimeType, size: data.length });
    });

    it.each([
      ['image', 'a PDF named .png', pdf(), 'photo.png'],
      ['image', 'an SVG named .png', SVG, 'image.png'],
      ['image', 'an HTML page named .jpg', HTML, 'image.jpg'],
      ['pdf', 'a PNG named .pdf', PNG, 'contrat.pdf'],
      ['pdf', 'a text with a PDF header but no PDF end marker', TEXT_WITH_PDF_HEADER, 'contrat.pdf'],
      ['pdf', 'a JPEG named .pdf', JPEG, 'contrat.pdf'],
      ['ticket', 'a WEBP (not a ticket type) named .png', WEBP, 'ticket.png'],
      ['ticket', 'an executable named .pdf', Buffer.from('MZ\x90\x00binaire', 'latin1'), 'ticket.pdf'],
    ] as const)('%s mode refuses %s, by its content', async (mode, _what, data, name) => {
      const before = await snapshot();
      const res = await upload('member', mode, uploadForm(data, name, mode === 'image' ? 'image/png' : 'application/pdf'));
      await expectRefused(res, 400, UPLOAD_LABELS.wrongType[mode], before);
    });

    it('accepts an image of exactly 2 MB and refuses one byte more, leaving nothing behind', async () => {
      const max = UPLOAD_RULES.image.maxBytes;
      expect(max).toBe(2 * 1024 * 1024);
      expect((await uploaded('member', 'image', pngOfSize(max), 'max.png')).size).toBe(max);
      const before = await snapshot();
      await expectRefused(
        await upload('member', 'image', uploadForm(pngOfSize(max + 1), 'big.png')),
        400,
        'La taille maximum est de 2mo.',
        before,
      );
    });

    it('accepts a PDF or a ticket of exactly 10 MB and refuses one byte more', async () => {
      const max = UPLOAD_RULES.pdf.maxBytes;
      expect(max).toBe(10 * 1024 * 1024);
      expect((await uploaded('owner', 'pdf', pdfOfSize(max), 'max.pdf')).size).toBe(max);
      const before = await snapshot();
      await expectRefused(
        await upload('owner', 'pdf', uploadForm(pdfOfSize(max + 1), 'big.pdf')),
        400,
        'La taille maximum est de 10mo.',
        before,
      );
      await expectRefused(
        await upload('owner', 'ticket', uploadForm(pdfOfSize(max + 1), 'big.pdf')),
        400,
        'La taille maximum est de 10mo.',
        before,
      );
    });

    it('refuses a request without a file, with the file in another field, or with an empty file', async () => {
      const before = await snapshot();
      const fieldOnly = new FormData();
      fieldOnly.append('file', 'pas un fichier');
      await expectRefused(await upload('member', 'image', fieldOnly), 400, UPLOAD_LABELS.missingFile, before);
      await expectRefused(
        await upload('member', 'image', uploadForm(PNG, 'a.png', 'image/png', 'document')),
        400,
        UPLOAD_LABELS.missingFile,
        before,
      );
      await expectRefused(await upload('member', 'image', uploadForm(Buffer.alloc(0), 'vide.png')), 400, UPLOAD_LABELS.emptyFile, before);
    });

    it('refuses a second file in the same request, keeping neither', async () => {
      const before = await snapshot();
      const form = uploadForm(PNG, 'a.png');
      form.append('file', new Blob([new Uint8Array(PNG)]), 'b.png');
      await expectRefused(await upload('member', 'image', form), 400, UPLOAD_LABELS.oneFilePerRequest, before);
    });

    it('ignores form fields around the file', async () => {
      const form = new FormData();
      form.append('description', 'Photo du bureau');
      form.append('file', new Blob([new Uint8Array(PNG)]), 'bureau.png');
      form.append('autre', 'valeur');
      const res = await upload('member', 'image', form);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ originalName: 'bureau.png' });
    });

    it('answers an oversized upload over real HTTP with the French 400, without waiting for the rest', async () => {
      const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
      const before = await snapshot();
      const encoded = new Request(address, {
        method: 'POST',
        body: uploadForm(pdfOfSize(UPLOAD_RULES.pdf.maxBytes + 1024 * 1024), 'trop-gros.pdf'),
      });
      const body = Buffer.from(await encoded.arrayBuffer());
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: address.hostname,
            port: address.port,
            method: 'POST',
            path: '/api/upload/pdf',
            headers: { ...auth('member'), 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': body.length },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
          },
        );
        // The server may answer and close before it has read the whole body: the client's write then fails, as expected.
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error);
        });
        req.end(body);
      });
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 400, message: 'La taille maximum est de 10mo.' });
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a body that is not multipart, an unknown mode and a cut multipart body', async () => {
      const before = await snapshot();
      const json = await t.app.inject({ method: 'POST', url: '/api/upload/image', headers: auth('member'), payload: { file: 'x' } });
      await expectRefused(json, 415, UPLOAD_LABELS.notMultipart, before);
      expect((await upload('member', 'video', uploadForm(PNG, 'a.png'))).statusCode).toBe(400);
      const cut = await t.app.inject({
        method: 'POST',
        url: '/api/upload/image',
        headers: { ...auth('member'), 'content-type': 'multipart/form-data; boundary=XYZ' },
        payload: `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${PNG.toString('latin1')}`,
      });
      await expectRefused(cut, 400, ERROR_LABELS.badRequest, before);
    });

    it('keeps only the last segment of a path-like original name, without control characters', async () => {
      const body = await uploaded('member', 'image', PNG, '..\\..\\dossier/sous\u0000dossier/é\u202etrange\u0007.png');
      expect(body.originalName).toBe('étrange.png');
      expect((await uploaded('member', 'image', PNG, '')).originalName).toBe('fichier.png');
      const long = `${'n'.repeat(400)}.png`;
      expect((await uploaded('member', 'image', PNG, long)).originalName).toBe(`${'n'.repeat(196)}.png`);
    });

    it('refuses an anonymous upload before reading it', async () => {
      const before = await snapshot();
      const res = await t.app.inject({ method: 'POST', url: '/api/upload/image', payload: uploadForm(PNG, 'a.png') });
      await expectRefused(res, 401, ERROR_LABELS.unauthenticated, before);
    });
  });

  describe('GET /api/upload/:id/file', () => {
    let own: Upload;
    let main: Upload;

    beforeAll(async () => {
      own = await uploaded('member9', 'image', PNG, 'reçu été.png');
      main = await uploaded('member', 'pdf', pdf(), 'contrat.pdf');
    });

    it('gives the uploader the exact bytes with their type, nosniff and the original name', async () => {
      const res = await t.app.inject({ url: own.path, headers: auth('member9') });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(PNG);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBe(`inline; filename="re_u _t_.png"; filename*=UTF-8''re%C3%A7u%20%C3%A9t%C3%A9.png`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const doc = await t.app.inject({ url: main.path, headers: auth('member') });
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.rawPayload).toEqual(pdf());
    });

    it('describes the file as JSON to a caller asking for JSON', async () => {
      const res = await t.app.inject({ url: own.path, headers: { ...auth('member9'), accept: 'application/json' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own);
    });

    it('serves the file to administrators of the uploader’s brand and to super admins only', async () => {
      const status = async (who: Person, file: Upload) => (await t.app.inject({ url: file.path, headers: auth(who) })).statusCode;
      expect(await status('brandAdmin9', own)).toBe(200);
      expect(await status('office9', own)).toBe(200);
      expect(await status('admin', own)).toBe(200);
      expect(await status('admin', main)).toBe(200);
      for (const who of ['owner9', 'commercial9', 'brandAdmin5', 'member'] as const) expect(await status(who, own), who).toBe(404);
      for (const who of ['brandAdmin9', 'brandAdmin5', 'owner', 'member9'] as const) expect(await status(who, main), who).toBe(404);
      expect((await t.app.inject({ url: own.path })).statusCode).toBe(401);
      expect(await status('admin', { ...own, path: '/api/upload/2147483647/file' })).toBe(404);
    });

    it('answers 404 when the file has disappeared from the storage', async () => {
      const lost = await uploaded('member', 'image', PNG, 'perdu.png');
      await rm(join(uploadDir, (await storageKeyOf(lost.id)) as string));
      const res = await t.app.inject({ url: lost.path, headers: auth('member') });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 404, message: ERROR_LABELS.notFound });
    });
  });

  describe('GET /api/upload/:id/file of a file attached to a record', () => {
    const status = async (who: Person, file: Upload) => (await t.app.inject({ url: file.path, headers: auth(who) })).statusCode;
    const statuses = async (file: Upload, people: readonly Person[]) =>
      Object.fromEntries(await Promise.all(people.map(async (who) => [who, await status(who, file)])));
    const idOf = async (query: ReturnType<typeof sql>) => (await queryRows<{ id: number }>(t.database.db, query))[0]?.id as number;
    const adOf = (brand: number | null) =>
      idOf(sql`select id from ads where brand_id is not distinct from ${brand} and deleted_at is null order by id limit 1`);
    const setPhotos = async (who: Person, adId: number, uploadIds: number[]) => {
      const res = await t.app.inject({ method: 'PUT', url: `/api/annonces/${adId}/photos`, headers: auth(who), payload: { uploadIds } });
      expect(res.statusCode, res.body).toBe(200);
    };

    it('serves an ad’s photo to whoever may open the ad sheet, and to nobody else', async () => {
      const staff = Object.keys(people) as Person[];
      /** Each person's answer for the photo must follow their answer for the ad sheet: 200 with it, 404 without. */
      const followsSheet = async (adId: number, photo: Upload) => {
        for (const who of staff) {
          const sheet = (await t.app.inject({ url: `/api/annonces/${adId}`, headers: auth(who) })).statusCode;
          expect(await status(who, photo), `${who} (sheet ${sheet})`).toBe(sheet === 200 ? 200 : 404);
        }
      };

      // A main-platform ad: its photo, sent by an administrator, reaches the platform's salesperson.
      const adMain = await adOf(null);
      const mainPhoto = await uploaded('admin', 'image', PNG, 'façade.png');
      expect(await status('commercial', mainPhoto)).toBe(404);
      await setPhotos('admin', adMain, [mainPhoto.id]);
      expect((await t.app.inject({ url: `/api/annonces/${adMain}`, headers: auth('commercial') })).json().photos[0].path).toBe(
        mainPhoto.path,
      );
      const read = await t.app.inject({ url: mainPhoto.path, headers: auth('commercial') });
      expect(read.statusCode).toBe(200);
      expect(read.rawPayload).toEqual(PNG);
      expect(await statuses(mainPhoto, ['commercial', 'commercial9', 'brandAdmin9', 'office9', 'brandAdmin5', 'member', 'owner'])).toEqual({
        commercial: 200,
        commercial9: 404,
        brandAdmin9: 404,
        office9: 404,
        brandAdmin5: 404,
        member: 404,
        owner: 404,
      });
      await followsSheet(adMain, mainPhoto);

      // A brand 9 ad: its sheet is for brand 9's administrators (a brand's ads module is theirs) and the platform's staff.
      const ad9 = await adOf(9);
      const photo9 = await uploaded('brandAdmin9', 'image', PNG, 'salle.png');
      await setPhotos('brandAdmin9', ad9, [photo9.id]);
      expect(await statuses(photo9, ['commercial', 'office9', 'commercial9', 'commercial5', 'brandAdmin5', 'member9'])).toEqual({
        commercial: 200,
        office9: 200,
        commercial9: 404,
        commercial5: 404,
        brandAdmin5: 404,
        member9: 404,
      });
      await followsSheet(ad9, photo9);

      // Reading through the ad gives no right to remove the file.
      expect((await t.app.inject({ method: 'DELETE', url: `/api/upload/${mainPhoto.id}`, headers: auth('commercial') })).statusCode).toBe(
        404,
      );

      // A deleted ad no longer opens its photos, nor does a photo taken off the ad.
      await t.database.db.execute(sql`update ads set deleted_at = now() where id = ${adMain}`);
      try {
        expect(await status('commercial', mainPhoto)).toBe(404);
      } finally {
        await t.database.db.execute(sql`update ads set deleted_at = null where id = ${adMain}`);
      }
      expect(await status('commercial', mainPhoto)).toBe(200);
      await setPhotos('admin', adMain, []);
      expect(await status('commercial', mainPhoto)).toBe(404);
      expect(await status('admin', mainPhoto)).toBe(200);
    });

    it('serves a user’s document and a contract’s document to the staff of the record’s brand', async () => {
      const member9 = await idOf(sql`select id from users where email = ${people.member9}`);
      const kbis = await uploaded('brandAdmin9', 'pdf', pdf(), 'kbis.pdf');
      const put = await t.app.inject({
        method: 'PUT',
        url: `/api/documents/users/${member9}`,
        headers: auth('brandAdmin9'),
        payload: { kind: 'kbis', uploadId: kbis.id },
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(await statuses(kbis, ['commercial9', 'commercial', 'commercial5', 'brandAdmin5', 'owner9'])).toEqual({
        commercial9: 200,
        commercial: 200,
        commercial5: 404,
        brandAdmin5: 404,
        owner9: 404,
      });

      const contract9 = await idOf(
        sql`select id from contracts where kind = 'platform' and brand_id = 9 and deleted_at is null order by id limit 1`,
      );
      const annex = await uploaded('brandAdmin9', 'pdf', pdf(), 'annexe.pdf');
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/bookings/${contract9}/documents`,
        headers: auth('brandAdmin9'),
        payload: { side: 'landlord', uploadId: annex.id },
      });
      expect(added.statusCode, added.body).toBe(201);
      // Contracts are a module of the brand: its salespeople do not open them (the contract's routes answer 403).
      expect(await statuses(annex, ['office9', 'commercial', 'commercial9', 'commercial5', 'brandAdmin5', 'member9'])).toEqual({
        office9: 200,
        commercial: 200,
        commercial9: 404,
        commercial5: 404,
        brandAdmin5: 404,
        member9: 404,
      });
    });

    it('serves the document of a signature to the staff who may open the contract’s signatures', async () => {
      const contract9 = await idOf(
        sql`select id from contracts where kind = 'platform' and brand_id = 9 and deleted_at is null order by id limit 1`,
      );
      const signer = await idOf(sql`select id from users where email = ${people.member9}`);
      const signed = await uploaded('member9', 'pdf', pdf(), 'contrat-signe.pdf');
      expect(await status('commercial', signed)).toBe(404);
      await t.database.db.execute(
        sql`insert into contract_signatures (brand_id, contract_id, signer_id, state, signed_upload_id) values (9, ${contract9}, ${signer}, 'signed', ${signed.id})`,
      );
      expect(await statuses(signed, ['member9', 'office9', 'commercial', 'commercial9', 'commercial5', 'brandAdmin5', 'owner9'])).toEqual({
        member9: 200,
        office9: 200,
        commercial: 200,
        commercial9: 404,
        commercial5: 404,
        brandAdmin5: 404,
        owner9: 404,
      });
    });

    it('keeps an unattached upload to its uploader and the administrators of its brand', async () => {
      const loose = await uploaded('owner9', 'image', PNG, 'brouillon.png');
      expect(await statuses(loose, ['owner9', 'brandAdmin9', 'admin', 'commercial9', 'commercial', 'member9', 'brandAdmin5'])).toEqual({
        owner9: 200,
        brandAdmin9: 200,
        admin: 200,
        commercial9: 404,
        commercial: 404,
        member9: 404,
        brandAdmin5: 404,
      });
    });
  });

  describe('DELETE /api/upload/:id', () => {
    const remove = (who: Person, id: number) => t.app.inject({ method: 'DELETE', url: `/api/upload/${id}`, headers: auth(who) });
    const exists = async (id: number) => (await queryRows(t.database.db, sql`select 1 from uploads where id = ${id}`)).length === 1;

    it('lets the uploader delete the file: row and bytes go, a second call is 404', async () => {
      const file = await uploaded('member9', 'ticket', pdf(), 'ticket.pdf');
      const key = (await storageKeyOf(file.id)) as string;
      const res = await remove('member9', file.id);
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(await exists(file.id)).toBe(false);
      expect(await filesUnder(uploadDir)).not.toContain(key);
      expect((await remove('member9', file.id)).statusCode).toBe(404);
      expect((await t.app.inject({ url: file.path, headers: auth('member9') })).statusCode).toBe(404);
    });

    it('lets an administrator of the same brand or a super admin delete it, and nobody else (404)', async () => {
      const file = await uploaded('member9', 'image', PNG, 'a.png');
      const key = (await storageKeyOf(file.id)) as string;
      for (const who of ['brandAdmin5', 'owner9', 'commercial9', 'member', 'owner'] as const) {
        expect((await remove(who, file.id)).statusCode, who).toBe(404);
      }
      expect(await exists(file.id)).toBe(true);
      expect(await readFile(join(uploadDir, key))).toEqual(PNG);
      expect((await remove('office9', file.id)).statusCode).toBe(204);
      expect(await exists(file.id)).toBe(false);

      const other = await uploaded('owner9', 'image', PNG, 'b.png');
      expect((await remove('admin', other.id)).statusCode).toBe(204);
      const platform = await uploaded('member', 'image', PNG, 'c.png');
      expect((await remove('brandAdmin9', platform.id)).statusCode).toBe(404);
      expect((await remove('admin', platform.id)).statusCode).toBe(204);
    });

    it('refuses a body, and an anonymous call, without deleting anything', async () => {
      const file = await uploaded('member', 'image', PNG, 'a.png');
      for (const payload of ['null', '{}', '"x"']) {
        const res = await t.app.inject({
          method: 'DELETE',
          url: `/api/upload/${file.id}`,
          headers: { ...auth('member'), 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
      }
      expect((await t.app.inject({ method: 'DELETE', url: `/api/upload/${file.id}` })).statusCode).toBe(401);
      expect(await exists(file.id)).toBe(true);
    });
  });
});

describe('attachmentRules', () => {
  it('refuses to start when the read route of an attachment kind is not registered', () => {
    expect(() => attachmentRules({ routeTable: [] }, ATTACHMENT_KINDS)).toThrow(/GET \/api\/annonces\/:id/);
  });
});
