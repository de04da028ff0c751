import { describe, expect, it } from 'bun:test';
import { toggledSelection } from './row-range';

const order = ['a', 'b', 'c', 'd', 'e'];

describe('row selection by click and shift-click', () => {
  it('toggles one row on a plain click', () => {
    expect([...toggledSelection(order, new Set(['a']), { id: 'c', shift: false, anchor: 'a' })]).toEqual(['a', 'c']);
    expect([...toggledSelection(order, new Set(['a', 'c']), { id: 'c', shift: false, anchor: 'a' })]).toEqual(['a']);
  });
  it('ticks every row between the last click and a shift-click, either way round', () => {
    expect([...toggledSelection(order, new Set(['b']), { id: 'd', shift: true, anchor: 'b' })].sort()).toEqual(['b', 'c', 'd']);
    expect([...toggledSelection(order, new Set(['d']), { id: 'a', shift: true, anchor: 'd' })].sort()).toEqual(['a', 'b', 'c', 'd']);
  });
  it('unticks the range when the shift-clicked row was ticked', () => {
    expect([...toggledSelection(order, new Set(order), { id: 'd', shift: true, anchor: 'b' })].sort()).toEqual(['a', 'e']);
  });
  it('toggles one row when there is no earlier click on this page', () => {
    expect([...toggledSelection(order, new Set(), { id: 'c', shift: true, anchor: null })]).toEqual(['c']);
  });
});
