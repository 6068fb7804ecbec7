/**
 * The page buttons a pager shows (spec, accounts §9: a window of 5 page buttons): `size` consecutive pages
 * around the current one, kept inside 1..totalPages. Pure, for the listing machines and their tests too.
 *
 *   pageWindow(1, 12) → [1, 2, 3, 4, 5]    pageWindow(7, 12) → [5, 6, 7, 8, 9]    pageWindow(12, 12) → [8, …, 12]
 */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  const total = Math.max(0, Math.trunc(totalPages));
  const width = Math.max(1, Math.trunc(size));
  if (total === 0) return [];
  const current = Math.min(total, Math.max(1, Math.trunc(page) || 1));
  const shown = Math.min(width, total);
  const start = Math.min(Math.max(1, current - Math.floor((shown - 1) / 2)), total - shown + 1);
  return Array.from({ length: shown }, (_, index) => start + index);
}
