/** One value of the sort column and how many of the list's students hold it, in the list's order. */
export type CountedBranch = { value: string | null; matches: number };
/** A branch a page reads: its rows from `skip`, `take` of them. */
export type BranchSlice = CountedBranch & { skip: number; take: number };

/**
 * ADR 0028: the branches a page of `limit` rows from `offset` touches, and where in each it starts and stops, from the
 * branches' counts alone. A page past the end touches none.
 */
export function branchesOfPage(branches: readonly CountedBranch[], offset: number, limit: number): BranchSlice[] {
  const slices: BranchSlice[] = [];
  let position = 0;
  for (const branch of branches) {
    const end = position + branch.matches;
    if (end > offset && position < offset + limit) {
      slices.push({ ...branch, skip: Math.max(0, offset - position), take: Math.min(end, offset + limit) - Math.max(position, offset) });
    }
    position = end;
  }
  return slices;
}
