import { describe, expect, it } from 'vitest';
import {
  brandWording,
  canValidateArticle,
  canValidateModel,
  fillPlaceholders,
  isCompletePage,
  maskPage,
  orderArticles,
  PLACEHOLDERS,
  type PlaceholderValues,
  unknownPlaceholders,
} from './rules.ts';
import { ZArticleFields, ZModelCreateBody, ZSignatureModelPatchBody } from './schemas.ts';

describe('page mask (§2.7)', () => {
  it('keeps at most three digits', () => {
    expect(maskPage('1')).toBe('1');
    expect(maskPage('0a1-2')).toBe('012');
    expect(maskPage('12345')).toBe('123');
    expect(maskPage('abc')).toBe('');
  });

  it('is complete with exactly three digits', () => {
    expect(isCompletePage('001')).toBe(true);
    expect(isCompletePage('01')).toBe(false);
    expect(isCompletePage('1000')).toBe(false);
    expect(ZArticleFields.safeParse({ reference: 'A', content: 'B', page: '12', brandId: null }).error?.issues[0]?.message).toBe(
      'La page doit comporter 3 chiffres',
    );
  });
});

describe('editor validation (§5)', () => {
  it('disables the model until the reference is filled in', () => {
    expect(canValidateModel('')).toBe(false);
    expect(canValidateModel('   ')).toBe(false);
    expect(canValidateModel('CGV 2026')).toBe(true);
    expect(ZModelCreateBody.safeParse({ reference: ' ', articles: [] }).success).toBe(false);
  });

  it('needs reference, content and page for an article', () => {
    expect(canValidateArticle({ reference: 'Objet', content: 'Texte', page: '001' })).toBe(true);
    expect(canValidateArticle({ reference: 'Objet', content: ' ', page: '001' })).toBe(false);
    expect(canValidateArticle({ reference: '', content: 'Texte', page: '001' })).toBe(false);
    expect(canValidateArticle({ reference: 'Objet', content: 'Texte', page: '01' })).toBe(false);
  });

  it('refuses an article twice in a model', () => {
    expect(ZSignatureModelPatchBody.safeParse({ hubgrade_signature_model: { reference: 'R' }, articles: [1, 2, 1] }).success).toBe(false);
    expect(ZSignatureModelPatchBody.safeParse({ hubgrade_signature_model: { reference: 'R' }, articles: [1, 2] }).success).toBe(true);
  });
});

const VALUES = Object.fromEntries(Object.keys(PLACEHOLDERS).map((k) => [k, `<${k}>`])) as PlaceholderValues;

describe('placeholders', () => {
  it('fills known fields, with or without spaces inside the braces', () => {
    expect(fillPlaceholders('Entre {{loueur.nom}} et {{ locataire.nom }}.', VALUES)).toBe('Entre <loueur.nom> et <locataire.nom>.');
  });

  it('accepts the brand 9 spellings of the parties', () => {
    expect(fillPlaceholders('{{prestataire.nom}} / {{client.societe}}', VALUES)).toBe('<loueur.nom> / <locataire.societe>');
  });

  it('leaves an unknown field as written and reports it', () => {
    expect(fillPlaceholders('{{locataire.age}}', VALUES)).toBe('{{locataire.age}}');
    expect(unknownPlaceholders('{{locataire.age}} {{montant.ttc}} {{x.y}} {{locataire.age}}')).toEqual(['locataire.age', 'x.y']);
  });
});

describe('brand wording', () => {
  it('speaks of Prestataire and Client for brand 9 only', () => {
    const text = 'Le Loueur met à disposition du locataire les locaux ; les Locataires paient les loueurs.';
    expect(brandWording(text, 9)).toBe('Le Prestataire met à disposition du client les locaux ; les Clients paient les prestataires.');
    expect(brandWording(text, 5)).toBe(text);
    expect(brandWording(text, null)).toBe(text);
  });
});

describe('article order', () => {
  it('sorts by page, keeping the model order within a page', () => {
    const ordered = orderArticles([
      { id: 1, page: '002' },
      { id: 2, page: '001' },
      { id: 3, page: '002' },
      { id: 4, page: '001' },
    ]);
    expect(ordered.map((a) => a.id)).toEqual([2, 4, 1, 3]);
  });
});
