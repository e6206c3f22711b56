/** The platforms, in the order the site lists them; each is a folder under docs/. */
export const PLATFORMS = ['Codewars', 'LeetCode'] as const;
export type Platform = (typeof PLATFORMS)[number];
