import { describe, expect, it } from 'vitest';
import { accountLockedMail, confirmationMail, escapeHtml, passwordResetMail } from './mails.ts';

describe('account mails', () => {
  const link = 'http://localhost:3000/confirmation/abc_DEF-123';

  it('puts the link in both parts and names the platform', () => {
    const mail = confirmationMail({ firstName: 'Jeanne', link });
    expect(mail.subject).toBe('Confirmez votre inscription sur Hubgrade');
    expect(mail.text).toContain('Bonjour Jeanne,');
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain(`<a href="${link}">`);
  });

  it('names the brand of a branded back-office', () => {
    const mail = passwordResetMail({ firstName: 'Luc', link, platform: 'Marque Neuf' });
    expect(mail.subject).toBe('Réinitialisation de votre mot de passe Marque Neuf');
    expect(mail.text).toContain('valable 1 heure');
    expect(mail.text).toContain("L'équipe Marque Neuf");
  });

  it('keeps typed names as text in the HTML part', () => {
    const mail = confirmationMail({ firstName: '<img src=x onerror=alert(1)>', link });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`a&b"c'`)).toBe('a&amp;b&quot;c&#39;');
  });

  it('tells until when, in Paris time, an account stays locked', () => {
    const mail = accountLockedMail({
      firstName: 'Luc',
      link: 'http://localhost:3000/connexion',
      lockedUntil: new Date('2026-11-25T08:30:00Z'),
    });
    expect(mail.subject).toBe('Votre compte Hubgrade est bloqué temporairement');
    expect(mail.text).toContain("jusqu'au 25/11/2026 à 09:30 (heure de Paris)");
    expect(mail.text).toContain('Mot de passe oublié ?');
    expect(mail.html).toContain('<a href="http://localhost:3000/connexion">');
  });
});
