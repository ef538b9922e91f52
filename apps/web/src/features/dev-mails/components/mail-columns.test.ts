import { describe, expect, it } from 'vitest';
import { MAIL_COLUMNS } from './mail-columns.tsx';

describe('mailbox columns', () => {
  it('are the recipient, the subject, the creation and the sending time', () => {
    expect(MAIL_COLUMNS.map((column) => column.header)).toEqual(['Destinataire', 'Objet', 'Créé le', 'Envoyé le']);
  });

  it('sort on the recipient, the subject and the creation time', () => {
    expect(MAIL_COLUMNS.map((column) => column.meta?.sortKey)).toEqual(['to', 'subject', 'createdAt', undefined]);
  });
});
