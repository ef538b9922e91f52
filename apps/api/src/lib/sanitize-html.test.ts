import { zRichText } from '@hubgrade/domain/common/schemas';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EACH, richTextPaths, sanitizeRichText, sanitizeRichTextAt } from './sanitize-html.ts';

describe('sanitizeRichText', () => {
  it('keeps what the editor produces', () => {
    const html =
      '<h1>Titre</h1><h6>Petit titre</h6><p>Du <strong>gras</strong>, de l’<em>italique</em> et <span style="font-size: 18px">du grand</span>.</p>' +
      '<ul><li><p>un</p></li></ul><ol><li><p>deux</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://exemple.fr/page?a=1&amp;b=2">lien</a><br>suite</p>';
    expect(sanitizeRichText(html)).toBe(
      html
        .replace('font-size: 18px', 'font-size:18px')
        .replace(
          '<a target="_blank" rel="noopener noreferrer nofollow" href="https://exemple.fr/page?a=1&amp;b=2">',
          '<a href="https://exemple.fr/page?a=1&amp;b=2" target="_blank" rel="noopener noreferrer nofollow">',
        )
        .replace('<br>', '<br />'),
    );
  });

  it('keeps a font size written as the editor writes it', () => {
    expect(sanitizeRichText('<p><span style="font-size: 24px;">Grand texte</span></p>')).toBe(
      '<p><span style="font-size:24px">Grand texte</span></p>',
    );
  });

  it('gives the same HTML when sanitised twice', () => {
    const once = sanitizeRichText('<p><span style="font-size: 12px">a</span><a href="https://exemple.fr">b</a><br>c</p>');
    expect(sanitizeRichText(once)).toBe(once);
  });

  it('keeps mailto, tel and same-site links, and makes every link open safely', () => {
    expect(sanitizeRichText('<a href="mailto:contact@exemple.fr">m</a>')).toBe(
      '<a href="mailto:contact@exemple.fr" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    );
    expect(sanitizeRichText('<a href="tel:+33612345678" target="_self" rel="opener">t</a>')).toBe(
      '<a href="tel:+33612345678" target="_blank" rel="noopener noreferrer nofollow">t</a>',
    );
    expect(sanitizeRichText('<a href="/membres">m</a>')).toBe(
      '<a href="/membres" target="_blank" rel="noopener noreferrer nofollow">m</a>',
    );
  });

  it('drops scripts with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeRichText('<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok')).toBe('ok');
    expect(sanitizeRichText('<p>x<style>body{display:none}</style></p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>fin')).toBe('fin');
  });

  it('drops event handlers and unknown attributes', () => {
    expect(sanitizeRichText('<img src=x onerror="alert(1)">')).toBe('');
    expect(sanitizeRichText('<p onclick="alert(1)" class="x" id="y">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<strong onmouseover=alert(1)>a</strong>')).toBe('<strong>a</strong>');
    expect(sanitizeRichText('<a href="https://exemple.fr" onclick="alert(1)">a</a>')).toBe(
      '<a href="https://exemple.fr" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'javascript&#58;alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('drops a link to %j and keeps its text', (href) => {
    expect(sanitizeRichText(`<p><a href="${href}">clic</a></p>`)).toBe('<p>clic</p>');
  });

  it('keeps only font sizes from 10 to 36 px in styles', () => {
    expect(sanitizeRichText('<span style="font-size: 10px">a</span>')).toBe('<span style="font-size:10px">a</span>');
    expect(sanitizeRichText('<span style="font-size: 36px">a</span>')).toBe('<span style="font-size:36px">a</span>');
    expect(sanitizeRichText('<span style="font-size: 9px">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size: 37px">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size: 2em">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size: 12px; color: red; position: fixed">a</span>')).toBe(
      '<span style="font-size:12px">a</span>',
    );
  });

  it('drops style injection', () => {
    expect(sanitizeRichText('<span style="background:url(javascript:alert(1))">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size: expression(alert(1))">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size: 12px&quot; onmouseover=&quot;alert(1)">a</span>')).toBe('a');
    expect(sanitizeRichText('<span style="font-size:12px;}</style><script>alert(1)</script>">a</span>')).not.toMatch(/script|alert/);
    expect(sanitizeRichText('<p style="font-size: 12px">a</p>')).toBe('<p>a</p>');
    expect(sanitizeRichText('<h2 style="position:fixed;top:0">a</h2>')).toBe('<h2>a</h2>');
  });

  it('escapes text that looks like markup and keeps the text of unknown tags', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; 3 &gt; 2</p>')).toBe('<p>1 &lt; 2 &amp; 3 &gt; 2</p>');
    expect(sanitizeRichText('<div><u>souligné</u> <b>gras</b> <i>italique</i></div>')).toBe(
      'souligné <strong>gras</strong> <em>italique</em>',
    );
    expect(sanitizeRichText('<p>"><img src=x onerror=alert(1)></p>')).toBe('<p>"&gt;</p>');
  });

  it('survives broken markup and comments', () => {
    expect(sanitizeRichText('<p>a<!-- <script>alert(1)</script> -->b</p>')).toBe('<p>ab</p>');
    expect(sanitizeRichText('<p><strong>a</p>')).toBe('<p><strong>a</strong></p>');
    expect(sanitizeRichText('<<script>script>alert(1)<</script>/script>')).not.toMatch(/<script/i);
    expect(sanitizeRichText('')).toBe('');
  });
});

describe('rich-text fields of a schema', () => {
  const schema = z.strictObject({
    title: z.string(),
    wrapper: z.union([
      z.strictObject({ state: z.number() }),
      z.strictObject({ description: zRichText(z.string().trim().max(10)).optional() }),
    ]),
    lines: z.array(zRichText(z.string())).min(1),
  });

  it('are found through objects, unions, optional wrappers and lists', () => {
    expect(richTextPaths(schema)).toEqual([
      ['wrapper', 'description'],
      ['lines', EACH],
    ]);
  });

  it('are sanitised in a body of any shape, the other texts left alone', () => {
    const body = { title: '<b>t</b>', wrapper: { description: '<p onclick="x()">d</p>' }, lines: ['<script>1</script>a', 3] };
    sanitizeRichTextAt(body, richTextPaths(schema));
    expect(body).toEqual({ title: '<b>t</b>', wrapper: { description: '<p>d</p>' }, lines: ['a', 3] });
    expect(() => sanitizeRichTextAt('texte', richTextPaths(schema))).not.toThrow();
    expect(() => sanitizeRichTextAt({ wrapper: null, lines: 'x' }, richTextPaths(schema))).not.toThrow();
  });

  it('keep a text without markup as typed', () => {
    expect(sanitizeRichText(' Dupont & fils > 3 ')).toBe(' Dupont & fils > 3 ');
  });
});
