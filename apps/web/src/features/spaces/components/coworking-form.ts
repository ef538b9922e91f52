import { zodResolver } from '@hookform/resolvers/zod';
import { parseEuros } from '@hubgrade/domain/format/money';
import { type CoworkingSpace, type CoworkingSpaceBody, ZCoworkingSpaceBody } from '@hubgrade/domain/spaces/coworking-schemas';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';
import { centsToEurosText } from '../../../ui/form-money-field.tsx';

/** What the coworking form holds: text as typed, the daily price in euros ("0" or empty is free). */
export interface CoworkingForm {
  name: string;
  color: string;
  espace: string;
  contractCapacity: string;
  reservationCapacity: string;
  openingHour: string;
  closingHour: string;
  dailyPrice: string;
}

export const COWORKING_FORM_FIELDS = [
  'name',
  'color',
  'espace',
  'contractCapacity',
  'reservationCapacity',
  'openingHour',
  'closingHour',
  'dailyPrice',
] as const;

export const emptyCoworkingForm = (espace?: number): CoworkingForm => ({
  name: '',
  color: '#F8A800',
  espace: espace ? String(espace) : '',
  contractCapacity: '',
  reservationCapacity: '',
  openingHour: '08:00',
  closingHour: '19:00',
  dailyPrice: '',
});

export const coworkingFormOf = (space: CoworkingSpace): CoworkingForm => ({
  name: space.name,
  color: space.color,
  espace: String(space.espace.id),
  contractCapacity: String(space.contractCapacity),
  reservationCapacity: String(space.reservationCapacity),
  openingHour: space.openingHour,
  closingHour: space.closingHour,
  dailyPrice: centsToEurosText(space.dailyPrice),
});

const ZFormValues = z.object(
  Object.fromEntries(COWORKING_FORM_FIELDS.map((f) => [f, z.string()])) as Record<keyof CoworkingForm, z.ZodString>,
);
const whole = (text: string) => (text.trim() === '' ? undefined : Number(text));

const ZCoworkingFormBody = ZFormValues.transform(
  (v) =>
    ({
      ...v,
      espace: whole(v.espace),
      contractCapacity: whole(v.contractCapacity),
      reservationCapacity: whole(v.reservationCapacity),
      dailyPrice: v.dailyPrice.trim() === '' ? 0 : (parseEuros(v.dailyPrice) ?? Number.NaN),
    }) as z.input<typeof ZCoworkingSpaceBody>,
).pipe(ZCoworkingSpaceBody);

export const coworkingResolver = zodResolver(ZCoworkingFormBody) as unknown as Resolver<CoworkingForm, unknown, CoworkingSpaceBody>;
