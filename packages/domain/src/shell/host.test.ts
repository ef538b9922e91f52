import { describe, expect, it } from 'vitest';
import { backOfficeHostname, brandHostRedirect } from './host.ts';

const here = (href: string) => new URL(href);
const member = (urlBack: string | null) => ({ roles: ['ROLE_USER'], brand: { urlBack } });

describe('backOfficeHostname', () => {
  it('reads a bare host, a host with a port, or a full address', () => {
    expect(backOfficeHostname('brand9.localhost')).toBe('brand9.localhost');
    expect(backOfficeHostname('Back.Nova.fr:8443')).toBe('back.nova.fr');
    expect(backOfficeHostname('https://back.nova.fr/app')).toBe('back.nova.fr');
  });

  it('gives nothing for an empty or unreadable value', () => {
    expect(backOfficeHostname(null)).toBeNull();
    expect(backOfficeHostname('  ')).toBeNull();
    expect(backOfficeHostname('http://')).toBeNull();
  });
});

describe('brandHostRedirect (spec shell §6)', () => {
  it('sends a non-admin to the brand back-office host, keeping scheme, port and path', () => {
    expect(brandHostRedirect(here('http://localhost:5173/membres?page=2#top'), member('brand9.localhost'))).toBe(
      'http://brand9.localhost:5173/membres?page=2#top',
    );
    expect(brandHostRedirect(here('https://back.hubgrade.fr/'), member('https://back.nova.fr'))).toBe('https://back.nova.fr/');
  });

  it('leaves a user already on the brand host where they are, whatever the case of the host', () => {
    expect(brandHostRedirect(here('http://brand9.localhost:4000/'), member('Brand9.Localhost'))).toBeNull();
  });

  it('never moves administrators, nor users without a brand or a brand without back-office host', () => {
    for (const roles of [['ROLE_ADMIN'], ['ROLE_ADMIN_BRAND'], ['ROLE_ADMIN_OFFICE']]) {
      expect(brandHostRedirect(here('http://localhost/'), { roles, brand: { urlBack: 'brand9.localhost' } })).toBeNull();
    }
    expect(brandHostRedirect(here('http://localhost/'), { roles: ['ROLE_USER'], brand: null })).toBeNull();
    expect(brandHostRedirect(here('http://localhost/'), member(null))).toBeNull();
  });

  it('moves commercial staff too: they are not administrators', () => {
    expect(brandHostRedirect(here('http://localhost/'), { roles: ['ROLE_COMMERCIAL'], brand: { urlBack: 'brand5.localhost' } })).toBe(
      'http://brand5.localhost/',
    );
  });
});
