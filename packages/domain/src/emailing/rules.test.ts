import { describe, expect, it } from 'vitest';
import { applyMergeFields, batchPerPass, campaignEditable, campaignProgress, insertMergeField } from './rules.ts';

describe('applyMergeFields', () => {
  it('replaces every merge field, escaping the values in HTML', () => {
    const values = { firstName: 'Zoé <b>', company: 'A & B' };
    expect(applyMergeFields('<p>Bonjour {{prenom}} de {{societe}}, {{prenom}}</p>', values, true)).toBe(
      '<p>Bonjour Zoé &lt;b&gt; de A &amp; B, Zoé &lt;b&gt;</p>',
    );
    expect(applyMergeFields('Bonjour {{prenom}}', values, false)).toBe('Bonjour Zoé <b>');
  });

  it('leaves an empty value for a member without company', () => {
    expect(applyMergeFields('{{societe}}|{{prenom}}', { firstName: 'Léa', company: null }, false)).toBe('|Léa');
  });
});

describe('campaign rules', () => {
  it('edits only a campaign not started', () => {
    expect(campaignEditable('draft')).toBe(true);
    expect(campaignEditable('scheduled')).toBe(true);
    expect(campaignEditable('sending')).toBe(false);
    expect(campaignEditable('sent')).toBe(false);
  });

  it('counts progress in whole percent, a campaign of nobody being done', () => {
    expect(campaignProgress(0, 0)).toBe(100);
    expect(campaignProgress(1, 3)).toBe(33);
    expect(campaignProgress(5, 4)).toBe(100);
  });

  it('spreads the rate per minute over the passes, at least one mail a pass', () => {
    expect(batchPerPass(600, 1000)).toBe(10);
    expect(batchPerPass(30, 1000)).toBe(1);
    expect(batchPerPass(6000, 2000)).toBe(200);
  });
});

describe('insertMergeField', () => {
  it('ends the last paragraph with the field, or adds a paragraph', () => {
    expect(insertMergeField('<p>Bonjour</p>', 'firstName')).toBe('<p>Bonjour {{prenom}}</p>');
    expect(insertMergeField('', 'company')).toBe('<p>{{societe}}</p>');
    expect(insertMergeField('<ul><li>a</li></ul>', 'company')).toBe('<ul><li>a</li></ul><p>{{societe}}</p>');
  });
});
