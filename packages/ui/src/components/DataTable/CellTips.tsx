import {
  forwardRef,
  useEffect,
  useImperativeHandle,
  useReducer,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { lazyPart, type LazyPart } from '../lazyPart';
import type { TipBox, TruncationTipProps } from './TruncationTip';

/** The Tooltip of a cut header or cell (Radix, Floating UI): its own chunk, loaded on first use. */
export const truncationTip: LazyPart<ComponentType<TruncationTipProps>> = lazyPart(() =>
  import('./TruncationTip').then((module) => module.TruncationTip),
);

/** Milliseconds the pointer rests on a cut text before its tip shows (the Tooltip's default). */
export const TIP_DELAY_MS = 300;
/** Longer texts get the long tooltip, up to 500 px wide instead of 400 (spec §9). */
export const LONG_TIP_LENGTH = 80;

/** Cells whose content is controls: their text is not what a tip would repeat. */
const CONTROLS = 'button, input, select, textarea, [role="button"], [role="checkbox"], [role="switch"]';

/**
 * The whole text of a header or cell whose text is cut (shown with an ellipsis), else null.
 * Measured when asked, on one element: nothing is measured while the table renders.
 */
export function cutText(cell: HTMLElement): string | null {
  if (cell.classList.contains('ops-dt-select') || cell.classList.contains('ops-dt-message')) return null;
  const label = cell.querySelector<HTMLElement>('.ops-dt-sort-label');
  const box = label ?? cell;
  if (box.scrollWidth <= box.clientWidth) return null;
  if (!label && cell.querySelector(CONTROLS)) return null;
  // innerText keeps the spaces between a cell's parts; jsdom has only textContent.
  const text = (box.innerText || box.textContent || '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text;
}

/** What the table tells its tip. */
export interface CellTipsHandle {
  /** The pointer came over this header or cell; null: it left the table. */
  readonly pointerTo: (cell: HTMLElement | null) => void;
  /** The keyboard focused this header or cell; null: the focus left the table. */
  readonly focusTo: (cell: HTMLElement | null) => void;
  /** The table's scroll area scrolled. */
  readonly scrolled: () => void;
}

interface Tip {
  readonly cell: HTMLElement;
  readonly text: string;
  readonly box: TipBox;
  readonly via: 'pointer' | 'focus';
  /** A new tip for each cell: the Tooltip starts afresh. */
  readonly key: number;
}

export interface CellTipsProps {
  /** The positioned box around the scroll area, which the tip's anchor is placed in. */
  readonly frameRef: RefObject<HTMLElement | null>;
}

let tipCount = 0;

/**
 * The tip of a table: one Tooltip for the cut header or cell under the pointer (after a rest) or
 * with the keyboard focus (at once), with its whole text. Its state is its own, so that showing
 * or moving it never re-renders the table's rows. If its module cannot be loaded, the cell gets
 * its text as a `title`.
 */
export const CellTips = forwardRef<CellTipsHandle, CellTipsProps>(function CellTips({ frameRef }, ref) {
  const [tip, setTip] = useState<Tip | null>(null);
  const [, loaded] = useReducer((count: number) => count + 1, 0);
  const current = useRef<Tip | null>(null);
  const pointerCell = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  useImperativeHandle(ref, () => {
    const update = (next: Tip | null) => {
      current.current = next;
      setTip(next);
    };
    /** The cell's box in the frame, or null when the cell is out of the table's view. */
    const boxOf = (cell: HTMLElement): TipBox | null => {
      const frame = frameRef.current;
      if (!frame || !cell.isConnected) return null;
      const area = frame.getBoundingClientRect();
      const rect = cell.getBoundingClientRect();
      if (
        rect.right <= area.left ||
        rect.left >= area.right ||
        rect.bottom <= area.top ||
        rect.top >= area.bottom
      ) {
        return null;
      }
      return {
        left: rect.left - area.left,
        top: rect.top - area.top,
        width: rect.width,
        height: rect.height,
      };
    };
    const show = (cell: HTMLElement, text: string, via: Tip['via']) => {
      const box = boxOf(cell);
      if (!box) return;
      tipCount += 1;
      update({ cell, text, box, via, key: tipCount });
      if (truncationTip.current()) return;
      truncationTip.preload().then(
        () => {
          if (mounted.current) loaded();
        },
        () => {
          // Without its module the tip cannot show: the browser's own one says the text.
          if (!cell.title) cell.title = text;
          if (mounted.current && current.current?.cell === cell) update(null);
        },
      );
    };
    return {
      pointerTo: (cell) => {
        if (cell === pointerCell.current) return;
        pointerCell.current = cell;
        clearTimeout(timer.current);
        const shown = current.current;
        const text = cell ? cutText(cell) : null;
        if (!cell || text === null) {
          if (shown?.via === 'pointer') update(null);
          return;
        }
        if (shown?.cell === cell) return;
        // One tip showing already: the next follows the pointer at once, as tooltips do.
        if (shown) {
          show(cell, text, 'pointer');
          return;
        }
        // The module loads while the pointer rests.
        truncationTip.preload().catch(() => undefined);
        timer.current = setTimeout(() => {
          if (pointerCell.current === cell) show(cell, text, 'pointer');
        }, TIP_DELAY_MS);
      },
      focusTo: (cell) => {
        const shown = current.current;
        const text = cell ? cutText(cell) : null;
        if (!cell || text === null) {
          if (shown?.via === 'focus') update(null);
          return;
        }
        if (shown?.cell === cell) return;
        show(cell, text, 'focus');
      },
      scrolled: () => {
        const shown = current.current;
        if (!shown) return;
        clearTimeout(timer.current);
        // The pointer's tip goes (the text under the pointer moved); the focused cell's follows it.
        const box = shown.via === 'focus' ? boxOf(shown.cell) : null;
        if (!box) {
          pointerCell.current = null;
          update(null);
        } else if (
          box.left !== shown.box.left ||
          box.top !== shown.box.top ||
          box.width !== shown.box.width ||
          box.height !== shown.box.height
        ) {
          update({ ...shown, box });
        }
      },
    };
  }, [frameRef]);

  const Part = truncationTip.current();
  if (!tip || !Part) return null;
  return (
    <Part
      key={tip.key}
      cell={tip.cell}
      text={tip.text}
      long={tip.text.length > LONG_TIP_LENGTH}
      box={tip.box}
      onDismiss={() => {
        if (current.current?.key !== tip.key) return;
        current.current = null;
        setTip(null);
      }}
    />
  );
});
