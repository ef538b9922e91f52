/**
 * Whether a booking may open the doors to its member (`hasWelcomr`): on the main platform, or for a
 * brand with the `welcomr` module. The API checks it again against the member's own brand and login.
 */
export function doorAccessOffered(brandId: number | null, brandModules: readonly string[]): boolean {
  return brandId === null || brandModules.includes('welcomr');
}
