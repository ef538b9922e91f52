/**
 * The pieces of the labels feature that the app puts into other areas' screens: the labels of an
 * ad and of a static page, with the picker that changes them, drawn on the ad sheet and the static
 * page sheet (app/screens/ads.ts, app/screens/seo.ts), their code loaded when the sheet draws them.
 */
export { AdLabels, StaticPageLabels } from './components/record-labels.tsx';
