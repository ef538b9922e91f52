import { describe, expect, it } from 'vitest';
import { richTextAsPlain } from './rich-text-plain.ts';
import { sanitizeRichText } from './sanitize-html.ts';

describe('rich text as plain text (the contract PDF)', () => {
  it('gives back what was typed, markup gone and entities decoded', () => {
    expect(richTextAsPlain(sanitizeRichText('<p>Loyer < 500 € & charges</p>'))).toBe('Loyer < 500 € & charges');
    expect(richTextAsPlain('Dupont & fils : loyer > 500 €')).toBe('Dupont & fils : loyer > 500 €');
  });

  it('keeps paragraphs, headings and list items on lines of their own, links by their words', () => {
    const html =
      '<h2>Article 1</h2><p>Le preneur <strong>s’engage</strong> :</p><ul><li>à payer</li><li>à <a href="https://exemple.fr">entretenir</a></li></ul>';
    expect(richTextAsPlain(html).split('\n').filter(Boolean)).toEqual([
      'Article 1',
      'Le preneur s’engage :',
      '– à payer',
      '– à entretenir',
    ]);
  });
});
