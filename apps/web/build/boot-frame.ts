import { SIDEBAR_COLLAPSED_STORAGE_KEY } from '../src/app/sidebar/sidebar-collapsed.ts';
import { SIDEBAR_MINI_WIDTH, SIDEBAR_WIDTH } from '../src/app/sidebar/sidebar-layout.ts';
import { BACKGROUND, FONT_STACK } from '../src/app/theme-tokens.ts';
import { BOOT_FRAME_ID } from '../src/lib/boot-frame.ts';
import { COLOR_MODE_STORAGE_KEY } from '../src/lib/color-mode.ts';

/** A screen's heading (ui/page-header.tsx) as its landing page draws it before the code. */
export interface BootHeader {
  title: string;
  intro: string;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/** MUI's own palette texts and divider, which the theme keeps. */
const INK = {
  light: { text: 'rgba(0,0,0,.87)', secondary: 'rgba(0,0,0,.6)', divider: 'rgba(0,0,0,.12)' },
  dark: { text: '#fff', secondary: 'rgba(255,255,255,.7)', divider: 'rgba(255,255,255,.12)' },
};

const F = `#${BOOT_FRAME_ID}`;
const DARK = `html[data-mode=dark] ${F}`;
const COLLAPSED = `html[data-sidebar=collapsed] ${F}`;

/**
 * The signed-in layout (layouts/default-layout.tsx) in plain CSS, measure for measure: MUI's
 * toolbar heights (56 px, 48 in landscape, 64 from 600 px), the sidebar from 900 px, the
 * container's paddings and widths, and the h4 and body1 of the page header. The browser test
 * "the landing frame lies where the screen draws" compares them with the drawn screen.
 */
const STYLE = `${F}{position:fixed;inset:0;z-index:2000;overflow:hidden;background:${BACKGROUND.light.default};color:${INK.light.text};font-family:${FONT_STACK};-webkit-font-smoothing:antialiased}
${F} *{box-sizing:border-box}
${F} .bf-bar{position:absolute;top:0;left:0;right:0;height:57px;background:${BACKGROUND.light.paper};border-bottom:1px solid ${INK.light.divider}}
${F} .bf-side{display:none;position:absolute;top:0;left:0;bottom:0;width:${SIDEBAR_WIDTH}px;background:${BACKGROUND.light.paper};border-right:1px solid ${INK.light.divider}}
${F} .bf-main{position:absolute;top:0;left:0;right:0;padding-top:56px}
${F} .bf-page{margin:0 auto;padding:20px 16px}
${F} h1{margin:0;font-size:2.125rem;font-weight:700;line-height:1.235;letter-spacing:-0.01em}
${F} p{margin:4px 0 0;font-size:1rem;font-weight:400;line-height:1.5;letter-spacing:0.00938em;color:${INK.light.secondary}}
${DARK}{background:${BACKGROUND.dark.default};color:${INK.dark.text}}
${DARK} .bf-bar,${DARK} .bf-side{background:${BACKGROUND.dark.paper};border-color:${INK.dark.divider}}
${DARK} p{color:${INK.dark.secondary}}
@media (orientation:landscape){${F} .bf-bar{height:49px}${F} .bf-main{padding-top:48px}}
@media (min-width:600px){${F} .bf-bar{height:65px}${F} .bf-main{padding-top:64px}${F} .bf-page{padding:20px 24px}}
@media (min-width:900px){${F} .bf-side{display:block}${F} .bf-main{left:${SIDEBAR_WIDTH}px}${F} .bf-page{padding-top:32px;padding-bottom:32px}${COLLAPSED} .bf-side{width:${SIDEBAR_MINI_WIDTH}px}${COLLAPSED} .bf-main{left:${SIDEBAR_MINI_WIDTH}px}}
@media (min-width:1200px){${F} .bf-page{padding-left:32px;padding-right:32px}}
@media (min-width:1536px){${F} .bf-page{max-width:1536px}}`;

/** The visitor's dark mode and reduced sidebar, read before the frame is drawn. */
const SETTINGS_SCRIPT = `try{var s=localStorage,d=document.documentElement.dataset;if(s.getItem('${COLOR_MODE_STORAGE_KEY}')==='true')d.mode='dark';if(s.getItem('${SIDEBAR_COLLAPSED_STORAGE_KEY}')==='true')d.sidebar='collapsed'}catch(e){}`;

/**
 * What a signed-in landing page's HTML draws at once: the top bar, the sidebar's place and the
 * screen's heading, hidden from assistive technologies (the screen's own heading follows). The
 * app removes it once it has drawn the screen (lib/boot-frame.ts).
 */
export function bootFrame(header: BootHeader | null): { head: string; body: string } {
  const page = header ? `<div class="bf-page"><h1>${escapeHtml(header.title)}</h1><p>${escapeHtml(header.intro)}</p></div>` : '';
  return {
    head: `<style>${STYLE}</style><script>${SETTINGS_SCRIPT}</script>`,
    body: `<div id="${BOOT_FRAME_ID}" aria-hidden="true" inert><div class="bf-side"></div><div class="bf-bar"></div><div class="bf-main">${page}</div></div>`,
  };
}
