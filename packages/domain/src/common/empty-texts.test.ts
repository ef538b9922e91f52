import { describe, expect, it } from 'vitest';
import { AD_LABELS } from '../ads/labels.ts';
import { CONTRACT_LABELS } from '../contracts/labels.ts';
import { HISTORY_LABELS } from '../history/labels.ts';
import { KEY_LABELS } from '../keys/labels.ts';
import { MEMBER_LABELS } from '../members/labels.ts';
import { NOTIFICATION_LABELS } from '../notifications/labels.ts';

/**
 * The empty texts the specs give, to the letter (members-bookings-feed §2.6 and §8, tables-and-sheets
 * §2.3 and §8, shell-auth-navigation §4): no full stop, no other wording.
 */
describe('empty texts of the specs', () => {
  it.each([
    ['users', MEMBER_LABELS.empty, "Pas d'utilisateur correspondant à votre recherche"],
    ['keys', KEY_LABELS.empty, 'Pas de clé correspondant à votre recherche'],
    ['ads', AD_LABELS.empty, "Pas d'annonce correspondante à votre recherche"],
    ['contracts', CONTRACT_LABELS.empty, 'Pas de contrat correspondant à votre recherche'],
    ['history', HISTORY_LABELS.empty, "Pas d'historique"],
    ['notifications', NOTIFICATION_LABELS.empty, 'Pas de notification'],
  ])('%s', (_list, label, spec) => {
    expect(label).toBe(spec);
  });

  it('ends no empty text of a list with a full stop', () => {
    const empties = [MEMBER_LABELS.empty, KEY_LABELS.empty, KEY_LABELS.assignment.noMember, AD_LABELS.empty, CONTRACT_LABELS.empty];
    expect(empties.filter((text) => text.endsWith('.'))).toEqual([]);
  });
});
