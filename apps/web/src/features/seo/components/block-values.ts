import { type BlockKind, HEADER_DEFAULT_HEIGHT } from '@hubgrade/domain/seo/rules';
import type { BlockContentInputs, BlockEdit } from '@hubgrade/domain/seo/schemas';

export const EMPTY_TAB = {
  title: '',
  description: '',
  img: null,
  imgAlt: '',
  height: null,
  link: '',
  linkBtnTxt: '',
  subLink: '',
  subLinkBtnTxt: '',
  subTabs: [],
};
export const EMPTY_SUB_TAB = {
  subtitle: '',
  description: '',
  img: null,
  imgAlt: '',
  height: null,
  link: '',
  linkBtnTxt: '',
  subLink: '',
  subLinkBtnTxt: '',
};
export const EMPTY_CAROUSEL_ITEM = { title: '', link: '', img: null, imgAlt: '' };
export const EMPTY_THUMBNAIL = { title: '', link: '', linkText: '', description: '', img: null, imgAlt: '' };

/**
 * What a block's form starts from before its first save. Numbers the editor must type start
 * empty (null): the form then says which are missing rather than saving a guess.
 */
const EMPTY: Record<BlockKind, unknown> = {
  adList: {
    mode: 'coordinates',
    lat: null,
    lng: null,
    radius: null,
    zipcode: '',
    idLoueur: null,
    renterTypes: [],
    contractTypes: [],
    spaceTypes: [],
    nbAd: null,
  },
  callback: { title: '', btnTxt: '' },
  contactForm: { title: '' },
  callToAction: { href: '', btnTxt: '' },
  carousel: { height: null, items: [EMPTY_CAROUSEL_ITEM] },
  search: { searchInput: '', colab: false, spaceType: null, renterType: null },
  tabs: { tabs: [EMPTY_TAB] },
  richText: { html: '' },
  header: {
    title: '',
    height: HEADER_DEFAULT_HEIGHT,
    alt: '',
    uploadId: null,
    pathRelative: '',
    webpPath: '',
    subTitle: '',
    paragraph: '',
    btnTxt: '',
    btnLink: '',
  },
  script: { script: '' },
  thumbnails: { height: null, items: [EMPTY_THUMBNAIL] },
};

/** The form's values for a block: its saved content (the rich text and script strings under their field), or its kind's empty form. */
export function formValuesOf<K extends BlockKind>(kind: K, content: unknown): BlockContentInputs[K] {
  if (content === null || content === undefined) return EMPTY[kind] as BlockContentInputs[K];
  if (kind === 'richText') return { html: content } as BlockContentInputs[K];
  if (kind === 'script') return { script: content } as BlockContentInputs[K];
  return content as BlockContentInputs[K];
}

/** The body of the save call. */
export const editBody = <K extends BlockKind>(kind: K, content: unknown) => ({ kind, content }) as BlockEdit;
