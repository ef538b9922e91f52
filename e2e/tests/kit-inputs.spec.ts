import { expect, type Page, test } from '@playwright/test';
import { openSelect } from '../support/select.ts';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A one-page PDF; `title` only changes the bytes. */
function pdf(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n%${title}\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

async function openKit(page: Page) {
  await signIn(page, SUPER_ADMIN.email, { at: '/dev/composants' });
  await expect(page.getByRole('heading', { name: 'Composants de saisie' })).toBeVisible();
}

/** Drops files on an element the way a browser does, with a DataTransfer holding them. */
async function dropFiles(page: Page, testId: string, files: { name: string; type: string }[]) {
  const dataTransfer = await page.evaluateHandle((list) => {
    // Runs in the page; the tests' own compilation has no DOM types.
    const win = globalThis as unknown as {
      DataTransfer: new () => { items: { add(file: unknown): void } };
      File: new (bits: string[], name: string, options: { type: string }) => unknown;
    };
    const transfer = new win.DataTransfer();
    for (const file of list) transfer.items.add(new win.File(['x'], file.name, { type: file.type }));
    return transfer;
  }, files);
  const zone = page.getByTestId(testId);
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test.describe('upload widget', () => {
  test('uploads an image, shows its preview, and deletes it', async ({ page }) => {
    await openKit(page);
    const section = page.getByRole('region', { name: 'Envoi de fichiers' });
    const sent = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/upload/image'));
    await page.getByTestId('upload-input-image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG });
    const answer = await sent;
    expect(answer.status()).toBe(201);
    const { id, path } = (await answer.json()) as { id: number; path: string };

    const preview = section.getByRole('img', { name: 'Aperçu de photo.png' });
    await expect(preview).toBeVisible();
    // The thumbnail is the file read back with the session's token, decoded by the browser.
    await expect.poll(() => preview.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    // Single mode: the drop area gives way to the file.
    await expect(page.getByTestId('upload-dropzone-image')).toHaveCount(0);

    const removed = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith(`/api/upload/${id}`));
    await section.getByRole('button', { name: 'Supprimer le fichier photo.png' }).click();
    expect((await removed).status()).toBe(204);
    await expect(preview).toHaveCount(0);
    await expect(page.getByTestId('upload-dropzone-image')).toBeVisible();

    const token = (await page.context().cookies()).find((c) => c.name === 'back_auth_token')?.value ?? '';
    const after = await page.request.get(path, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
    expect(after.status()).toBe(404);
  });

  test('refuses several files dropped in single mode, and sends nothing', async ({ page }) => {
    await openKit(page);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/upload/')) posted++;
    });
    await dropFiles(page, 'upload-dropzone-image', [
      { name: 'a.png', type: 'image/png' },
      { name: 'b.png', type: 'image/png' },
    ]);
    await expect(page.getByRole('alert').filter({ hasText: "Vous ne pouvez mettre qu'une seule photo" })).toBeVisible();
    expect(posted).toBe(0);
  });

  test('checks the size before sending and shows the server’s refusal of a wrong type', async ({ page }) => {
    await openKit(page);
    let posted = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/upload/')) posted++;
    });
    await page
      .getByTestId('upload-input-image')
      .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]) });
    await expect(page.getByRole('alert').filter({ hasText: 'La taille maximum est de 2mo.' })).toBeVisible();
    expect(posted).toBe(0);

    // A PDF under an image name and type passes the browser's filter; the server reads the content.
    await page.getByTestId('upload-input-image').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: pdf('faux') });
    await expect(page.getByRole('alert').filter({ hasText: 'Seules les images JPG, PNG ou WEBP sont acceptées.' })).toBeVisible();
    expect(posted).toBe(1);
  });

  test('uploads several tickets and replaces a single PDF with a .pdf only picker', async ({ page }) => {
    await openKit(page);
    const section = page.getByRole('region', { name: 'Envoi de fichiers' });
    await page.getByTestId('upload-input-ticket').setInputFiles([
      { name: 'ticket.png', mimeType: 'image/png', buffer: PNG },
      { name: 'facture-du-mois-de-mars-2026-fournisseur.pdf', mimeType: 'application/pdf', buffer: pdf('ticket') },
    ]);
    await expect(section.getByRole('img', { name: 'Aperçu de ticket.png' })).toBeVisible();
    await expect(section.getByText('facture-du-mois-de-mars-2026-fournisseur.pdf')).toBeVisible();
    await expect(page.getByTestId('upload-dropzone-ticket')).toBeVisible();

    await page.getByTestId('upload-input-pdf').setInputFiles({ name: 'contrat.pdf', mimeType: 'application/pdf', buffer: pdf('v1') });
    await expect(section.getByText('contrat.pdf', { exact: true })).toBeVisible();
    const replace = page.getByTestId('upload-replace-pdf');
    await expect(replace).toHaveAttribute('accept', '.pdf,application/pdf');
    await expect(section.getByRole('button', { name: 'Remplacer le PDF' })).toBeVisible();
    await replace.setInputFiles({ name: 'contrat-signé.pdf', mimeType: 'application/pdf', buffer: pdf('v2') });
    await expect(section.getByText('contrat-signé.pdf', { exact: true })).toBeVisible();
    await expect(section.getByText('contrat.pdf', { exact: true })).toHaveCount(0);
  });

  test('cuts long file names to 28 characters on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openKit(page);
    await page
      .getByTestId('upload-input-ticket')
      .setInputFiles({ name: 'facture-du-mois-de-mars-2026-fournisseur.pdf', mimeType: 'application/pdf', buffer: pdf('court') });
    await expect(page.getByText('facture-du-mois-de-mars-202…', { exact: true })).toBeVisible();
  });
});

test.describe('phone input', () => {
  const MESSAGE = 'Vous devez saisir un numéro de mobile (obligatoire pour la signature numérique des documents).';

  test('preselects France and applies the French mobile rules', async ({ page }) => {
    await openKit(page);
    const section = page.getByRole('region', { name: 'Téléphone mobile' });
    await expect(section.getByRole('combobox', { name: 'Pays' })).toHaveValue('France (+33)');
    const number = section.getByRole('textbox', { name: 'Numéro de mobile' });

    await number.pressSequentially('5');
    await expect(number).toHaveValue('');
    await number.pressSequentially('08');
    await expect(number).toHaveValue('0');
    await number.fill('');
    await number.pressSequentially('06 12 34 56 78');
    await expect(number).toHaveValue('06 12 34 56 78');
    await expect(section.getByTestId('phone-value')).toHaveText(
      JSON.stringify({
        countryCode: 'FR',
        countryCallingCode: '33',
        formatNational: '06 12 34 56 78',
        phoneNumber: '0612345678',
        isValid: true,
      }),
    );
    await expect(section.getByText(MESSAGE)).toHaveCount(0);

    await number.fill('06 12');
    await number.blur();
    await expect(section.getByText(MESSAGE)).toBeVisible();
    await expect(section.getByTestId('phone-value')).toContainText('"isValid":false');
  });

  test('clears a number France refuses when the country changes to France', async ({ page }) => {
    await openKit(page);
    const section = page.getByRole('region', { name: 'Téléphone mobile' });
    const country = section.getByRole('combobox', { name: 'Pays' });
    const number = section.getByRole('textbox', { name: 'Numéro de mobile' });

    await country.fill('Belgique');
    await page.getByRole('option', { name: /Belgique \(\+32\)/ }).click();
    await number.pressSequentially('0470 12 34 56');
    await expect(section.getByTestId('phone-value')).toContainText('"countryCode":"BE"');
    await expect(section.getByTestId('phone-value')).toContainText('"isValid":true');

    await country.fill('France');
    await page.getByRole('option', { name: /^.*France \(\+33\)/ }).click();
    await expect(number).toHaveValue('');
    await expect(section.getByTestId('phone-value')).toContainText('"countryCode":"FR"');
  });
});

test.describe('rich-text editor', () => {
  test('types, sets a heading and a font size, within a 300 px high area', async ({ page }) => {
    await openKit(page);
    const section = page.getByRole('region', { name: 'Texte enrichi' });
    const content = section.getByTestId('rich-text-content');
    await expect.poll(async () => (await content.locator('xpath=../..').boundingBox())?.height).toBe(300);

    await content.click();
    await page.keyboard.type('Bonjour');
    await openSelect(section.getByRole('combobox', { name: 'Style du paragraphe' }));
    await page.getByRole('option', { name: 'Titre 2' }).click();
    await expect(section.getByTestId('rich-text-html')).toHaveText('<h2>Bonjour</h2>');

    await content.click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Grand texte');
    const size = section.getByRole('combobox', { name: 'Taille du texte' });
    await openSelect(size);
    await expect(page.getByRole('option')).toHaveText([
      'Taille normale',
      '10 px',
      '12 px',
      '14 px',
      '16 px',
      '18 px',
      '20 px',
      '24 px',
      '28 px',
      '32 px',
      '36 px',
    ]);
    await page.keyboard.press('Escape');
    // The editor reads a keyboard selection on the browser's selectionchange, a task of its own: on
    // a busy machine the size list can take the focus first and size an empty selection. The
    // selection and the choice are made again until the size lands on the text.
    await expect(async () => {
      await content.getByText('Grand texte').click();
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+Home');
      await openSelect(size);
      await page.getByRole('option', { name: '24 px' }).click();
      await expect(section.getByTestId('rich-text-html')).toHaveText(
        '<h2>Bonjour</h2><p><span style="font-size: 24px;">Grand texte</span></p>',
        { timeout: 2_000 },
      );
    }).toPass();

    await openSelect(section.getByRole('combobox', { name: 'Style du paragraphe' }));
    await expect(page.getByRole('option')).toHaveText(['Paragraphe', 'Titre 1', 'Titre 2', 'Titre 3', 'Titre 4', 'Titre 5', 'Titre 6']);
    await page.keyboard.press('Escape');
  });
});
