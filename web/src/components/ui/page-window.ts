export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Spec 001 §9: a window of 5 page buttons around the current page, the first and last always shown, ellipses between. */
export function pageWindow(current: number, last: number, size = 5): PageItem[] {
  if (last <= size + 2) return Array.from({ length: last }, (_, i) => i + 1);
  let start = Math.max(2, current - Math.floor(size / 2));
  const end = Math.min(last - 1, start + size - 1);
  start = Math.max(2, end - size + 1);
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let page = start; page <= end; page += 1) items.push(page);
  if (end < last - 1) items.push('ellipsis-end');
  items.push(last);
  return items;
}

/** The go-to-page input: a whole number from 1 to the last page, otherwise null (the input reverts). */
export function parseGoToPage(text: string, last: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const page = Number(text.trim());
  return page >= 1 && page <= last ? page : null;
}
