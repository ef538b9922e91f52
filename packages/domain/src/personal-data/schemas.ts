import { z } from 'zod';

/** GET /users/{id}/personal-data: whether the member's personal data were erased, and when. */
export const ZPersonalDataStatus = z.object({
  memberId: z.number().int(),
  erasedAt: z.string().nullable(),
});
export type PersonalDataStatus = z.infer<typeof ZPersonalDataStatus>;

/** One part of the export: a table's rows that hold something of the member, each as its columns. */
export const ZPersonalDataSection = z.object({
  key: z.string(),
  title: z.string(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type PersonalDataSection = z.infer<typeof ZPersonalDataSection>;

/** GET /users/{id}/personal-data/export: everything the product holds on the member. */
export const ZPersonalDataExport = z.object({
  memberId: z.number().int(),
  exportedAt: z.string(),
  sections: z.array(ZPersonalDataSection),
});
export type PersonalDataExport = z.infer<typeof ZPersonalDataExport>;

/** GET /users/{id}/personal-data/pdf asked for JSON: the PDF's address (a browser gets the file itself). */
export const ZPersonalDataPdf = z.object({ message: z.literal('OK'), path: z.string() });
