/**
 * The SEPA Latin character set (EPC guidelines): what every bank accepts in a name or a free text.
 * Anything else may be refused by the bank or mangled in the debtor's statement.
 */
const SEPA_LATIN = /[A-Za-z0-9/\-?:().,'+ ]/;

/** Letters that do not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = {
  Œ: 'OE',
  œ: 'oe',
  Æ: 'AE',
  æ: 'ae',
  ß: 'ss',
  Ø: 'O',
  ø: 'o',
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  '’': "'",
  '‘': "'",
  '‐': '-',
  '–': '-',
  '—': '-',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/**
 * A text restricted to the SEPA Latin set: accents dropped (é → e), ligatures spelled out
 * (œ → oe), typographic apostrophes and dashes made plain, every other character removed,
 * spaces collapsed, then cut to the field's length.
 */
export function sepaText(text: string, maxLength: number): string {
  let out = '';
  for (const char of text.normalize('NFD')) {
    const replaced = LIGATURES[char] ?? char;
    for (const c of replaced) if (SEPA_LATIN.test(c)) out += c;
  }
  return out.replace(/\s+/g, ' ').trim().slice(0, maxLength).trim();
}

/**
 * An identifier (message, payment or end-to-end id): the SEPA set without spaces, and neither
 * starting nor ending with "/" nor holding "//", which banks refuse in references.
 */
export function sepaId(text: string, maxLength = 35): string {
  const id = sepaText(text, Number.MAX_SAFE_INTEGER)
    .replace(/ /g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '')
    .slice(0, maxLength)
    .replace(/\/+$/, '');
  if (id === '') throw new Error(`Identifiant SEPA vide pour « ${text} »`);
  return id;
}
