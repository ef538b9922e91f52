import { UPLOAD_NAME_SHORT_LENGTH, UPLOAD_RULES, type UploadMode } from './schemas.ts';

/** Spec §9: a file name cut to 28 characters, the last one an ellipsis. */
export function shortFileName(name: string, max = UPLOAD_NAME_SHORT_LENGTH): string {
  const chars = Array.from(name);
  return chars.length <= max ? name : `${chars.slice(0, max - 1).join('')}…`;
}

/** What the widget checks before sending: the size (the server checks the content). */
export function isTooLarge(mode: UploadMode, size: number): boolean {
  return size > UPLOAD_RULES[mode].maxBytes;
}

/** Spec §5: in single-file mode, a drop of several files is refused as a whole. */
export function breaksSingleFileRule(multiple: boolean, count: number): boolean {
  return !multiple && count > 1;
}
