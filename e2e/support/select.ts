import { expect, type Locator } from '@playwright/test';

/**
 * Opens an MUI select from the keyboard. A mouse press opens it too, but MUI then picks the option
 * under the pointer when the release comes over 200 ms after the press, as it can on a busy
 * machine while the menu renders.
 */
export async function openSelect(select: Locator): Promise<void> {
  // A select waiting for its options is disabled: a key pressed then is lost (a loaded machine
  // shows it), so the key waits for the select to take it.
  await expect(select).toBeEnabled();
  await select.press('ArrowDown');
  await expect(select.page().getByRole('listbox')).toBeVisible();
}
