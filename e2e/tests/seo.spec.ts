import { expect, type Locator, type Page, test } from '@playwright/test';
import { SUPER_ADMIN, signIn } from '../support/session.ts';

/** The seeded page made of every block kind (its id and its blocks' order are the seed's). */
async function openEveryKindPage(page: Page): Promise<void> {
  await signIn(page, SUPER_ADMIN.email);
  await page.goto('/page-statique');
  await page.getByRole('table', { name: 'Pages statiques' }).getByRole('link', { name: 'Bureaux à louer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bureaux à louer' })).toBeVisible();
}

interface BlockCase {
  block: string;
  /** The required field emptied, its message, then the value saved. */
  field: (block: Locator) => Locator;
  message: string;
  value: string;
}

const textbox = (name: string) => (block: Locator) => block.getByRole('textbox', { name, exact: true }).first();

/** One required field per block kind, with the exact message of spec shell §5. */
const CASES: BlockCase[] = [
  { block: 'Bandeau d’en-tête', field: textbox('Titre'), message: 'Titre obligatoire', value: 'Des bureaux pour chaque équipe' },
  {
    block: 'Formulaire de recherche',
    field: textbox('Texte du champ de recherche'),
    message: 'Texte obligatoire',
    value: 'Où cherchez-vous ?',
  },
  { block: 'Liste d’annonces', field: textbox('Latitude'), message: 'Latitude obligatoire', value: '48,8566' },
  { block: 'Vignettes', field: textbox('Description'), message: 'Description obligatoire', value: 'Un bureau fermé, meublé.' },
  { block: 'Carrousel d’images', field: textbox('Lien'), message: 'Lien obligatoire', value: '/espaces/detente' },
  { block: 'Contenu à onglets', field: textbox('Sous-titre'), message: 'Sous-titre obligatoire', value: 'Poste nomade' },
  { block: 'Appel à l’action', field: textbox('Adresse du lien'), message: 'Adresse obligatoire', value: '/visite' },
  { block: 'Formulaire de rappel', field: textbox('Texte du bouton'), message: 'Texte bouton obligatoire', value: 'Me rappeler' },
  {
    block: 'Formulaire de contact',
    field: textbox('Titre du formulaire'),
    message: 'Titre du formulaire obligatoire',
    value: 'Contactez-nous',
  },
  {
    block: 'Script brut',
    field: textbox('Script (HTML brut)'),
    message: 'Champ obligatoire',
    value: '<script>window.hubgrade = 1;</script>',
  },
];

test('edits and saves each block kind, after one invalid attempt that names the missing field', async ({ page }) => {
  await openEveryKindPage(page);
  for (const { block, field, message, value } of CASES) {
    const section = page.getByRole('region', { name: new RegExp(`^\\d+\\. ${block}$`) });
    const save = section.getByRole('button', { name: 'Sauvegarder le bloc' });
    const input = field(section);
    await input.fill('');
    await expect(section.getByText(message, { exact: true }), block).toBeVisible();
    await expect(save, block).toBeDisabled();
    await input.fill(value);
    await expect(section.getByText(message, { exact: true })).toHaveCount(0);
    await save.click();
    await expect(page.getByText('Bloc sauvegardé').last(), block).toBeVisible();
    await expect(field(page.getByRole('region', { name: new RegExp(`^\\d+\\. ${block}$`) })), block).toHaveValue(value);
  }

  // The rich text: emptied, it says so; typed again, it saves.
  const rich = page.getByRole('region', { name: /^\d+\. Texte riche$/ });
  const content = rich.getByTestId('rich-text-content');
  await content.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await expect(rich.getByText('Texte obligatoire', { exact: true })).toBeVisible();
  await expect(rich.getByRole('button', { name: 'Sauvegarder le bloc' })).toBeDisabled();
  await page.keyboard.type('Des bureaux flexibles, sans engagement.');
  await rich.getByRole('button', { name: 'Sauvegarder le bloc' }).click();
  await expect(page.getByText('Bloc sauvegardé').last()).toBeVisible();
});

test('creates a page, adds a block, reorders and previews it', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.goto('/page-statique');
  await page.getByRole('button', { name: 'Nouvelle page' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle page statique' });
  const slug = `offres-${Date.now().toString(36)}`;
  await dialog.getByRole('textbox', { name: 'Titre' }).fill('Nos offres');
  await dialog.getByRole('textbox', { name: 'Slug' }).fill(slug);
  await dialog.getByRole('button', { name: 'Créer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nos offres' })).toBeVisible();
  await expect(page.getByText('Aucun bloc : ajoutez-en un pour composer la page.')).toBeVisible();

  await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
  const block = page.getByRole('region', { name: '1. Texte riche' });
  await block.getByTestId('rich-text-content').click();
  await page.keyboard.type('Trois formules de bureaux.');
  await block.getByRole('button', { name: 'Sauvegarder le bloc' }).click();
  await expect(page.getByText('Bloc sauvegardé')).toBeVisible();

  await page.getByRole('combobox', { name: 'Type de bloc' }).click();
  await page.getByRole('option', { name: 'Formulaire de contact' }).click();
  await page.getByRole('button', { name: 'Ajouter un bloc' }).click();
  const contact = page.getByRole('region', { name: '2. Formulaire de contact' });
  await contact.getByRole('textbox', { name: 'Titre du formulaire' }).fill('Une question ?');
  await contact.getByRole('button', { name: 'Sauvegarder le bloc' }).click();
  await page.getByRole('region', { name: '2. Formulaire de contact' }).getByRole('button', { name: 'Monter le bloc' }).click();
  await expect(page.getByRole('region', { name: '1. Formulaire de contact' })).toBeVisible();

  await page.getByRole('button', { name: 'Aperçu' }).click();
  const preview = page.getByRole('dialog', { name: 'Aperçu : Nos offres' });
  await expect(preview.getByText('Une question ?')).toBeVisible();
  await expect(preview.getByText('Trois formules de bureaux.')).toBeVisible();
});

test('moves a page in the site tree by dragging it, and back to the root from the keyboard', async ({ page }) => {
  await signIn(page, SUPER_ADMIN.email);
  await page.goto('/arborescence');
  await expect(page.getByRole('heading', { level: 1, name: 'Arborescence' })).toBeVisible();
  const mentions = page.getByTestId('tree-node').filter({ hasText: 'Mentions du site' });
  await expect(mentions).toHaveAttribute('data-path', '/mentions');
  await mentions.dragTo(page.getByTestId('tree-node').filter({ hasText: 'À propos' }));
  await expect(page.getByText('Page déplacée')).toBeVisible();
  await expect(mentions).toHaveAttribute('data-path', '/a-propos/mentions');

  await page.getByRole('button', { name: 'Déplacer Mentions du site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Déplacer « Mentions du site »' });
  await dialog.getByRole('combobox', { name: 'Nouvelle page parente' }).click();
  await page.getByRole('option', { name: 'Racine du site' }).click();
  await dialog.getByRole('button', { name: 'Déplacer' }).click();
  await expect(mentions).toHaveAttribute('data-path', '/mentions');
});
