/** The small palette a label's colour is taken from, so that chips stay readable on the tables. */
export const LABEL_COLOURS = ['grey', 'blue', 'green', 'yellow', 'orange', 'red', 'purple'] as const;
export type LabelColour = (typeof LABEL_COLOURS)[number];

/** Each palette colour's chip background; the text on it is dark enough on all of them (contrast ≥ 4.5). */
export const LABEL_COLOUR_HEX: Record<LabelColour, string> = {
  grey: '#e0e0e0',
  blue: '#bbdefb',
  green: '#c8e6c9',
  yellow: '#fff59d',
  orange: '#ffcc80',
  red: '#ffcdd2',
  purple: '#e1bee7',
};

export const LABEL_PAGE_SIZE = 20;
export const LABEL_NAME_MAX = 50;
/** How many labels one ad or page carries at most, and how many a merge takes at once. */
export const LABELS_PER_RECORD_MAX = 20;
export const LABELS_PER_MERGE_MAX = 50;

/** A name as stored: trimmed, inner runs of spaces made one. */
export function normaliseLabelName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names are unique per brand whatever their case: « Calme » and « calme » are one label. */
export function sameLabelName(a: string, b: string): boolean {
  return normaliseLabelName(a).toLocaleLowerCase('fr') === normaliseLabelName(b).toLocaleLowerCase('fr');
}

/** Each id once, in the order first given. */
export function distinctIds(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

/**
 * A merge keeps one label and absorbs the others. It needs the kept label among the chosen ones
 * and at least one other; the answer is the labels that go away (null when the choice is not a merge).
 */
export function labelsAbsorbed(chosen: readonly number[], keep: number): number[] | null {
  const ids = distinctIds(chosen);
  if (!ids.includes(keep)) return null;
  const absorbed = ids.filter((id) => id !== keep);
  return absorbed.length === 0 ? null : absorbed;
}
