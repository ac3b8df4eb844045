// Which filters fit on the first row of a wrapping row: they wrap in order, so the first row is
// the items sharing the first item's top; its height is what a folded panel shows.

export interface FirstRow {
  /** How many items the first row holds. */
  count: number;
  /** From the top of the first item to the lowest bottom among the first row's items, in px. */
  height: number;
}

export interface ItemBox {
  top: number;
  height: number;
}

export function firstRow(items: readonly ItemBox[]): FirstRow {
  if (items.length === 0) return { count: 0, height: 0 };
  const top = items[0]!.top;
  // Items of a row may be aligned differently: one belongs to the first row when it starts level
  // with the first item or above the row's bottom (unmeasured items, all at 0, are one row).
  const rowBottom = (row: readonly ItemBox[]) => Math.max(...row.map((item) => item.top + item.height));
  const inFirstRow = (item: ItemBox, count: number) => item.top === top || item.top < rowBottom(items.slice(0, count));
  let count = 1;
  while (count < items.length && inFirstRow(items[count]!, count)) count += 1;
  return { count, height: rowBottom(items.slice(0, count)) - top };
}
