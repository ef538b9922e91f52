import { describe, expect, it } from 'vitest';
import { isAllowedFontSize, isAllowedLink, RICH_TEXT_FONT_SIZES } from './rules.ts';

describe('font sizes', () => {
  it.each(['10px', '18px', '36px', ' 24px '])('allows %j', (size) => expect(isAllowedFontSize(size)).toBe(true));
  it.each(['9px', '37px', '100px', '1.5em', '12', '12pt', '012px', '-12px', 'calc(12px)', '12px;color:red'])('refuses %j', (size) =>
    expect(isAllowedFontSize(size)).toBe(false),
  );
  it('offers only sizes it allows', () => {
    for (const size of RICH_TEXT_FONT_SIZES) expect(isAllowedFontSize(`${size}px`)).toBe(true);
  });
});

describe('links', () => {
  it.each([
    'https://exemple.fr',
    'http://exemple.fr/a?b=1',
    'mailto:contact@exemple.fr',
    'tel:+33612345678',
    '/membres',
    'HTTPS://EXEMPLE.FR',
  ])('allows %j', (href) => expect(isAllowedLink(href)).toBe(true));
  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>', 'vbscript:x', '//evil.example', 'exemple.fr', ''])(
    'refuses %j',
    (href) => expect(isAllowedLink(href)).toBe(false),
  );
});
