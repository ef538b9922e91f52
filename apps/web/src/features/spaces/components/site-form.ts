import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_WEEK_HOURS, type WeekHours } from '@hubgrade/domain/spaces/opening-hours';
import { type Space, type SpaceBody, ZSpaceBody } from '@hubgrade/domain/spaces/site-schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/** One day of the form: open or closed, its hours kept while closed so that reopening restores them. */
export interface DayForm {
  open: boolean;
  opens: string;
  closes: string;
}

export interface SiteForm {
  name: string;
  address: string;
  zipcode: string;
  city: string;
  openingHours: DayForm[];
}

export const SITE_FORM_FIELDS = ['name', 'address', 'zipcode', 'city', 'openingHours'] as const;

const dayForms = (week: WeekHours): DayForm[] =>
  week.map((day) => (day ? { open: true, ...day } : { open: false, opens: '09:00', closes: '18:00' }));

export const emptySiteForm = (): SiteForm => ({ name: '', address: '', zipcode: '', city: '', openingHours: dayForms(DEFAULT_WEEK_HOURS) });

export const siteFormOf = (site: Space): SiteForm => ({
  name: site.name,
  address: site.address,
  zipcode: site.zipcode,
  city: site.city,
  openingHours: dayForms(site.openingHours),
});

const ZDayForm = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });
const ZFormValues = z.object({
  name: z.string(),
  address: z.string(),
  zipcode: z.string(),
  city: z.string(),
  openingHours: z.array(ZDayForm),
});

/** The form as the API's body (a closed day is null), checked by the domain's schema: errors land on each day's hour. */
const ZSiteFormBody = ZFormValues.transform((v) => ({
  ...v,
  openingHours: v.openingHours.map((day) => (day.open ? { opens: day.opens, closes: day.closes } : null)),
})).pipe(ZSpaceBody);

export const siteResolver = zodResolver(ZSiteFormBody) as unknown as Resolver<SiteForm, unknown, SpaceBody>;
