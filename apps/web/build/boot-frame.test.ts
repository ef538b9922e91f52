import { describe, expect, it } from 'vitest';
import { bootFrame } from './boot-frame.ts';

describe('bootFrame', () => {
  it('writes the heading as text, hidden from assistive technologies and out of reach', () => {
    const { body } = bootFrame({ title: 'Sociétés & <b>marques</b>', intro: `L'"intro"` });
    expect(body).toContain('<h1>Sociétés &amp; &lt;b&gt;marques&lt;/b&gt;</h1>');
    expect(body).toContain('<p>L&#39;&quot;intro&quot;</p>');
    expect(body).toMatch(/^<div id="boot-frame" aria-hidden="true" inert>/);
  });

  it('draws the frame alone when the heading is not fixed', () => {
    expect(bootFrame(null).body).not.toContain('<h1>');
  });

  it("reads the visitor's dark mode and reduced sidebar before the frame is drawn", () => {
    const { head } = bootFrame(null);
    expect(head).toContain("getItem('back_dark_mode')==='true'");
    expect(head).toContain("getItem('back_sidebar_collapsed')==='true'");
  });
});
