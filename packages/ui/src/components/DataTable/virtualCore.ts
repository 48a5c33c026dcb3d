/**
 * TanStack Virtual, in a module of its own: the DataTable imports it dynamically (`useRowVirtualizer`)
 * the first time it has more rows than its virtualisation threshold, so that a table showing one
 * server page never loads it.
 */
export {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
} from '@tanstack/react-virtual';
