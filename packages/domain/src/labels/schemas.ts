import { z } from 'zod';
import { listAnswer, listQuery } from '../common/list.ts';
import { MAX_ID, ZId, ZRefId } from '../common/schemas.ts';
import { LABEL_LABELS as L } from './labels.ts';
import { LABEL_COLOURS, LABEL_NAME_MAX, LABEL_PAGE_SIZE, LABELS_PER_MERGE_MAX, LABELS_PER_RECORD_MAX } from './rules.ts';

export const ZLabelColour = z.enum(LABEL_COLOURS, { error: L.refusals.colour });
export const ZLabelParams = z.object({ id: ZId });

/** A label as an ad or a page shows it. */
export const ZLabelTag = z.object({ id: z.number().int(), name: z.string(), colour: ZLabelColour });
export type LabelTag = z.infer<typeof ZLabelTag>;

/** A row of /etiquettes: the label and how many ads and static pages carry it. */
export const ZLabel = ZLabelTag.extend({
  brand: z.number().int().nullable(),
  ads: z.number().int(),
  pages: z.number().int(),
  createdAt: z.string(),
});
export type Label = z.infer<typeof ZLabel>;

export const LABEL_SORTS = ['name', 'createdAt', 'id'] as const;
export const ZLabelQuery = listQuery({
  sortable: LABEL_SORTS,
  defaultSort: 'createdAt',
  defaultItemsPerPage: LABEL_PAGE_SIZE,
  filters: {
    /** A brand's labels; 0 for the main platform's. Only a brandless viewer chooses. */
    brand: z.coerce.number().int().min(0).max(MAX_ID).optional(),
    /** The labels of one ad, or of one static page. */
    ad: ZId.optional(),
    staticPage: ZId.optional(),
  },
});
export type LabelQuery = z.infer<typeof ZLabelQuery>;
export const ZLabelList = listAnswer(ZLabel);

const ZName = z.string({ error: L.refusals.required }).trim().min(1, L.refusals.required).max(LABEL_NAME_MAX, L.refusals.nameTooLong);
const ZColour = z.enum(LABEL_COLOURS, { error: L.refusals.colour });

/** PATCH /labels/{id}: a new name or colour. */
export const ZLabelPatch = z.strictObject({ name: ZName, colour: ZColour });
export type LabelPatch = z.infer<typeof ZLabelPatch>;

/** POST /labels; `brand` is chosen by a brandless administrator only (null: the main platform), a brand's staff get theirs. */
export const ZLabelBody = ZLabelPatch.extend({
  brand: z.number({ error: L.refusals.brand }).int(L.refusals.brand).positive(L.refusals.brand).max(MAX_ID).nullable().optional(),
});
export type LabelBody = z.infer<typeof ZLabelBody>;

/** POST /labels/merge: the labels chosen, and the one that stays among them. */
export const ZLabelMergeBody = z.strictObject({
  labels: z.array(ZRefId, { error: L.refusals.mergeChoice }).min(2, L.refusals.mergeChoice).max(LABELS_PER_MERGE_MAX, L.refusals.tooMany),
  keep: z.number({ error: L.refusals.required }).int().positive().max(MAX_ID),
});
export type LabelMergeBody = z.infer<typeof ZLabelMergeBody>;

/** PUT /ads/{id}/labels and /static-pages/{id}/labels: the whole list of the record's labels. */
export const ZLabelSetBody = z.strictObject({
  labels: z.array(ZRefId, { error: L.refusals.unknownLabels }).max(LABELS_PER_RECORD_MAX, L.refusals.tooMany),
});
export type LabelSetBody = z.infer<typeof ZLabelSetBody>;
export const ZLabelTags = z.object({ items: z.array(ZLabelTag) });
export type LabelTags = z.infer<typeof ZLabelTags>;
