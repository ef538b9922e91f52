// @vitest-environment jsdom
// DOMPurify does not filter under happy-dom (it leaves every tag); a browser and jsdom run it as it runs in the app.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { editorHtmlOf } from './plain-text.ts';
import { RichTextView } from './rich-text-view.tsx';

afterEach(cleanup);

const view = (value: string) => {
  render(<RichTextView value={value} />);
  return screen.getByTestId('rich-text-view');
};

describe('RichTextView', () => {
  it('shows the editor’s HTML as formatted text, entities read as their characters', () => {
    const shown = view('<h2>Bureaux</h2><p>Loyer &lt; 500 € <strong>charges comprises</strong></p><ul><li>Fibre</li></ul>');
    expect(shown.querySelector('h2')?.textContent).toBe('Bureaux');
    expect(shown.querySelector('p')?.textContent).toBe('Loyer < 500 € charges comprises');
    expect(shown.querySelector('strong')?.textContent).toBe('charges comprises');
    expect(shown.querySelector('li')?.textContent).toBe('Fibre');
  });

  it('shows a plain text as typed, line by line', () => {
    const shown = view('Dupont & fils\nLoyer &lt; 500');
    expect(shown.textContent).toBe('Dupont & fils\nLoyer &lt; 500');
    expect(shown.children).toHaveLength(0);
  });

  it('runs nothing a stored text may hold beyond the allowlist, and keeps its words', () => {
    const shown = view(
      '<p onclick="alert(1)">Salut <img src=x onerror="alert(2)"><script>alert(3)</script><u>souligné</u></p>' +
        '<a href="javascript:alert(4)">piège</a><iframe src="https://evil.example"></iframe>',
    );
    expect(shown.innerHTML).not.toMatch(/onclick|onerror|<img|<script|<iframe|<u>|javascript:/);
    expect(shown.textContent).toContain('Salut souligné');
    expect(shown.textContent).toContain('piège');
  });

  it('keeps the editor’s font sizes and links, and only those', () => {
    const shown = view(
      '<p><span style="font-size: 18px; color: red">grand</span> <span style="font-size: 72px">énorme</span>' +
        ' <a href="https://exemple.fr" target="_self">site</a></p>',
    );
    const [grand, enorme] = shown.querySelectorAll('span');
    expect(grand?.getAttribute('style')).toBe('font-size: 18px');
    expect(enorme?.hasAttribute('style')).toBe(false);
    const link = shown.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://exemple.fr');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
  });
});

describe('editorHtmlOf', () => {
  it('gives a plain text to the editor as its lines, its characters kept', () => {
    expect(editorHtmlOf('Dupont & fils\nLoyer &lt; 500')).toBe('<p>Dupont &amp; fils</p><p>Loyer &amp;lt; 500</p>');
    expect(editorHtmlOf('<p>déjà riche</p>')).toBe('<p>déjà riche</p>');
    expect(editorHtmlOf('')).toBe('');
  });
});
