/**
 * The pure part of reordering records: moving one item in a list and working out which records
 * must be written so that their stored order follows the list.
 */

/** A list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (items.length === 0) return items;
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from >= items.length || from === target) return items;
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** A list with the item of `key` moved by `offset` places (up when negative); the same list at an edge. */
export function moveBy<T, K>(
  items: readonly T[],
  keyOf: (item: T) => K,
  key: K,
  offset: number,
): readonly T[] {
  const from = items.findIndex((item) => keyOf(item) === key);
  if (from < 0) return items;
  return moveItem(items, from, from + offset);
}

/** Whether two lists hold the same keys in the same order. */
export function sameOrder<T, K>(a: readonly T[], b: readonly T[], keyOf: (item: T) => K): boolean {
  return a.length === b.length && a.every((item, index) => keyOf(item) === keyOf(b[index] as T));
}

/** The order value of the item at `index`: 10, 20, 30... */
export function orderValueAt(index: number, step = 10): number {
  return (index + 1) * step;
}

export interface OrderChange<T> {
  readonly item: T;
  /** Its 1-based place in the new order. */
  readonly place: number;
  readonly sortOrder: number;
}

/**
 * The items whose stored order must change for the list to read back in this order: each item is
 * given 10, 20, 30... by its place, and only those whose stored value differs are returned, in
 * list order. Items already in place with their value keep it, so an unchanged list writes nothing.
 */
export function orderChanges<T>(
  ordered: readonly T[],
  storedOrderOf: (item: T) => unknown,
  step = 10,
): OrderChange<T>[] {
  const changes: OrderChange<T>[] = [];
  ordered.forEach((item, index) => {
    const sortOrder = orderValueAt(index, step);
    if (storedOrderOf(item) !== sortOrder) changes.push({ item, place: index + 1, sortOrder });
  });
  return changes;
}
