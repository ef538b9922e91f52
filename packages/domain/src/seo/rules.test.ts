import { describe, expect, it } from 'vitest';
import { BLOCK_MESSAGES as M } from './labels.ts';
import {
  adListFaults,
  BLOCK_KINDS,
  canonicalBreadcrumbLink,
  canonicalSlug,
  canonicalTitle,
  isSafeLink,
  mayEditBlock,
  movedOrder,
  pagePath,
  richTextIsEmpty,
  subTabFaults,
  tabFaults,
  wouldCycle,
} from './rules.ts';
import { BLOCK_CONTENTS, ZBlockEdit, ZPageBody } from './schemas.ts';

/** The messages of a content refused by its kind's schema, by field path. */
function faults(kind: keyof typeof BLOCK_CONTENTS, content: unknown): Record<string, string> {
  const result = BLOCK_CONTENTS[kind].safeParse(content);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const image = { uploadId: 3 };
const tab = {
  title: 'Entreprises',
  description: 'Bureaux privés',
  link: '/entreprises',
  linkBtnTxt: 'Voir',
  height: 300,
  imgAlt: 'Équipe',
  subTabs: [],
};
const subTab = { subtitle: 'Poste nomade', link: '/nomade', height: 200, imgAlt: 'Poste' };

describe('ad list block', () => {
  it('needs latitude, longitude and radius in coordinates mode', () => {
    expect(adListFaults({ mode: 'coordinates', lat: null, lng: null, radius: null, zipcode: '75001' })).toEqual({
      lat: M.latitude,
      lng: M.longitude,
      radius: M.radius,
    });
    expect(faults('adList', { mode: 'coordinates', lat: 48.8, lng: null, radius: 5 })).toEqual({ lng: M.longitude });
    expect(faults('adList', { mode: 'coordinates', lat: 48.8, lng: 2.3, radius: 5 })).toEqual({});
  });
  it('needs a location in location mode, and no coordinates', () => {
    expect(adListFaults({ mode: 'location', lat: null, lng: null, radius: null, zipcode: ' ' })).toEqual({ zipcode: M.location });
    expect(faults('adList', { mode: 'location', zipcode: '69002' })).toEqual({});
  });
  it('refuses a latitude off the globe and unknown type codes', () => {
    expect(Object.keys(faults('adList', { lat: 91, lng: 2, radius: 1 }))).toEqual(['lat']);
    expect(Object.keys(faults('adList', { mode: 'location', zipcode: '1', spaceTypes: [7] }))).toEqual(['spaceTypes.0']);
  });
});

describe('callback, contact form and call to action blocks', () => {
  it('callback needs a title and a button text', () => {
    expect(faults('callback', { title: '', btnTxt: '' })).toEqual({ title: M.title, btnTxt: M.buttonText });
  });
  it('contact form needs its form title', () => {
    expect(faults('contactForm', { title: '  ' })).toEqual({ title: M.formTitle });
  });
  it('call to action needs an address and its button text (the spec’s « Text du bouton »)', () => {
    expect(faults('callToAction', { href: '', btnTxt: '' })).toEqual({ href: M.address, btnTxt: M.ctaButtonText });
    expect(faults('callToAction', { href: 'javascript:alert(1)', btnTxt: 'Go' }).href).toMatch(/Lien invalide/);
  });
});

describe('carousel and thumbnails blocks', () => {
  it('carousel needs a height and, for each item, a title, a link, an image and its ALT', () => {
    expect(faults('carousel', { height: null, items: [{ title: '', link: '', img: null, imgAlt: '' }] })).toEqual({
      height: M.height,
      'items.0.title': M.title,
      'items.0.link': M.link,
      'items.0.img': M.required,
      'items.0.imgAlt': M.alt,
    });
    expect(faults('carousel', { height: 400, items: [{ title: 'Salle', link: '/salle', img: image, imgAlt: 'Salle' }] })).toEqual({});
  });
  it('thumbnails need title, link, link text and description; the ALT once an image is set', () => {
    expect(faults('thumbnails', { height: 300, items: [{ title: '', link: '', linkText: '', description: '' }] })).toEqual({
      'items.0.title': M.title,
      'items.0.link': M.link,
      'items.0.linkText': M.text,
      'items.0.description': M.description,
    });
    const item = { title: 'Bureaux', link: '/b', linkText: 'Voir', description: 'Meublés', img: image, imgAlt: '' };
    expect(faults('thumbnails', { height: 300, items: [item] })).toEqual({ 'items.0.imgAlt': M.alt });
  });
  it('an empty list is refused', () => {
    expect(Object.keys(faults('carousel', { height: 400, items: [] }))).toEqual(['items']);
  });
});

describe('search block', () => {
  it('needs the text of its field; coworking, space type and renter type are optional', () => {
    expect(faults('search', { searchInput: '' })).toEqual({ searchInput: M.text });
    expect(faults('search', { searchInput: 'Ville' })).toEqual({});
  });
});

describe('tabs block (the tabs rule)', () => {
  it('a tab without subtabs needs title, description, link, button text, height and ALT', () => {
    expect(tabFaults({ ...tab, title: '', description: '', link: '', linkBtnTxt: '', height: null, imgAlt: '' })).toEqual({
      title: M.title,
      description: M.description,
      link: M.link,
      linkBtnTxt: M.buttonText,
      height: M.height,
      imgAlt: M.alt,
    });
    expect(tabFaults(tab)).toEqual({});
  });
  it('a tab with subtabs needs only its title; each subtab needs subtitle, link, height and ALT', () => {
    expect(tabFaults({ ...tab, description: '', link: '', height: null, subTabs: [subTab] })).toEqual({});
    expect(subTabFaults({ subtitle: '', link: '', height: null, imgAlt: '' })).toEqual({
      subtitle: M.subtitle,
      link: M.link,
      height: M.height,
      imgAlt: M.alt,
    });
  });
  it('the schema reports them on the tab’s and subtab’s fields', () => {
    const content = { tabs: [{ title: 'Indépendants', subTabs: [{ ...subTab, subtitle: '' }] }, { title: 'Entreprises' }] };
    expect(faults('tabs', content)).toEqual({
      'tabs.0.subTabs.0.subtitle': M.subtitle,
      'tabs.1.description': M.description,
      'tabs.1.link': M.link,
      'tabs.1.linkBtnTxt': M.buttonText,
      'tabs.1.height': M.height,
      'tabs.1.imgAlt': M.alt,
    });
  });
});

describe('rich text, header and script blocks', () => {
  it('rich text needs text, tags alone are empty', () => {
    expect(richTextIsEmpty('<p> </p><h2></h2>')).toBe(true);
    expect(faults('richText', { html: '<p></p>' })).toEqual({ html: M.text });
    expect(faults('richText', { html: '<p>Bonjour</p>' })).toEqual({});
  });
  it('header needs a title and a height (500 when left out), and the ALT of its image', () => {
    expect(faults('header', { title: '', height: null })).toEqual({ title: M.title, height: M.height });
    expect(BLOCK_CONTENTS.header.parse({ title: 'Bureaux' }).height).toBe(500);
    expect(faults('header', { title: 'Bureaux', uploadId: 4, alt: '' })).toEqual({ alt: M.alt });
    expect(faults('header', { title: 'Bureaux', btnLink: 'javascript:x' }).btnLink).toMatch(/Lien invalide/);
  });
  it('script needs its text, and only a super admin may edit one', () => {
    expect(faults('script', { script: ' ' })).toEqual({ script: M.required });
    expect(mayEditBlock('script', false)).toBe(false);
    expect(mayEditBlock('script', true)).toBe(true);
    expect(BLOCK_KINDS.filter((kind) => !mayEditBlock(kind, false))).toEqual(['script']);
  });
});

describe('block edit body', () => {
  it('applies the rules of the kind it names', () => {
    expect(ZBlockEdit.safeParse({ kind: 'contactForm', content: { title: 'Écrivez-nous' } }).success).toBe(true);
    expect(ZBlockEdit.safeParse({ kind: 'contactForm', content: { title: '' } }).success).toBe(false);
    expect(ZBlockEdit.safeParse({ kind: 'unknown', content: {} }).success).toBe(false);
  });
});

describe('pages', () => {
  it('a slug is lowercase words joined by dashes', () => {
    const body = { title: 'Bureaux', metaTitle: '', metaDescription: '', canonical: '' };
    expect(ZPageBody.safeParse({ ...body, slug: 'bureaux-paris' }).success).toBe(true);
    for (const slug of ['Bureaux', 'a--b', '-a', 'a/b', 'é']) expect(ZPageBody.safeParse({ ...body, slug }).success, slug).toBe(false);
    expect(ZPageBody.safeParse({ ...body, slug: 'a', canonical: 'ftp://x' }).success).toBe(false);
  });
  it('links, paths, breadcrumbs and moves', () => {
    for (const link of ['https://exemple.fr', '/a/b', 'mailto:a@b.fr', 'tel:+33 1 23']) expect(isSafeLink(link), link).toBe(true);
    for (const link of ['javascript:alert(1)', 'exemple.fr', 'data:text/html,x']) expect(isSafeLink(link), link).toBe(false);
    expect(pagePath(['bureaux', 'paris'])).toBe('/bureaux/paris');
    expect(canonicalBreadcrumbLink('paris')).toBe('/louer-un-bureau/paris');
    expect(movedOrder([1, 2, 3], 3, 1)).toEqual([3, 1, 2]);
    expect(movedOrder([1, 2, 3], 1, 9)).toEqual([2, 3, 1]);
  });
});

describe('site tree and canonical pages', () => {
  const parents = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, null],
  ]);
  it('refuses a move under the page itself or one of its descendants', () => {
    expect(wouldCycle(parents, 1, 1)).toBe(true);
    expect(wouldCycle(parents, 1, 3)).toBe(true);
    expect(wouldCycle(parents, 3, 1)).toBe(false);
    expect(wouldCycle(parents, 2, 4)).toBe(false);
    expect(wouldCycle(parents, 2, null)).toBe(false);
  });
  it('names a canonical page from its city and types', () => {
    expect(canonicalTitle('Bureau privé', 'Paris', 'Entreprise')).toBe('Bureau privé à Paris pour entreprise');
    expect(canonicalSlug('paris', 1, 3)).toBe('paris-1-3');
  });
});
