import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  childrenToLoad,
  knownDepartments,
  ROOT_KEY,
  visibleRows,
  type ChildList,
  type TreeNode,
} from './departmentTreeModel';

/** Reads the roots (`null`) or the children of a department. */
export type ChildrenLoader<D> = (departmentOID: string | null, signal: AbortSignal) => Promise<readonly D[]>;

/**
 * The department tree's state: the child lists loaded on expansion (the roots at once), the
 * expanded departments, and the rows they show. Unmounting aborts what is loading.
 */
export function useDepartmentTree<D extends TreeNode>(loader: ChildrenLoader<D>) {
  const [lists, setLists] = useState<ReadonlyMap<string, ChildList<D>>>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const loaderRef = useRef(loader);
  loaderRef.current = loader;
  const controllers = useRef(new Map<string, AbortController>());

  const load = useCallback((key: string) => {
    const set = (list: ChildList<D>) => setLists((previous) => new Map(previous).set(key, list));
    controllers.current.get(key)?.abort();
    const controller = new AbortController();
    controllers.current.set(key, controller);
    set({ status: 'loading' });
    let answer: Promise<readonly D[]>;
    try {
      answer = loaderRef.current(key === ROOT_KEY ? null : key, controller.signal);
    } catch (error) {
      answer = Promise.reject(error);
    }
    answer
      .then(
        (items) => {
          if (!controller.signal.aborted) set({ status: 'ready', items });
        },
        (error: unknown) => {
          if (!controller.signal.aborted) set({ status: 'error', error });
        },
      )
      .finally(() => {
        if (controllers.current.get(key) === controller) controllers.current.delete(key);
      });
  }, []);

  // The roots at once; leaving aborts everything still loading.
  useEffect(() => {
    const running = controllers.current;
    load(ROOT_KEY);
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, [load]);

  // The children of every expanded department as it becomes known (a search match's path too).
  useEffect(() => {
    for (const item of childrenToLoad(lists, expanded)) load(item.departmentOID);
  }, [lists, expanded, load]);

  const setExpandedKey = useCallback((key: string, open: boolean) => {
    setExpanded((previous) => {
      if (previous.has(key) === open) return previous;
      const next = new Set(previous);
      if (open) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);

  /** Expands (loading again a list that failed) or collapses a department. */
  const toggle = useCallback(
    (key: string, open: boolean) => {
      if (open && lists.get(key)?.status === 'error') load(key);
      setExpandedKey(key, open);
    },
    [lists, load, setExpandedKey],
  );

  /** Expands every department of a path (a search match's ancestors). */
  const expandPath = useCallback((keys: readonly string[]) => {
    setExpanded((previous) => new Set([...previous, ...keys]));
  }, []);

  const rows = useMemo(() => visibleRows(lists, expanded), [lists, expanded]);
  const known = useMemo(() => knownDepartments(lists), [lists]);

  return { lists, expanded, rows, known, load, toggle, expandPath };
}
