import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { Tooltip } from '../Tooltip/Tooltip';

/** Where the anchor of the tip lies: the cell's box, in pixels from the table's frame. */
export interface TipBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface TruncationTipProps {
  /** The header or cell whose text is cut: it is described by the tip while it shows. */
  readonly cell: HTMLElement;
  /** Its whole text. */
  readonly text: string;
  /** Up to 500 px wide instead of 400 (spec §9). */
  readonly long: boolean;
  readonly box: TipBox;
  /** The tip asks to close: Escape, a press elsewhere. */
  readonly onDismiss: () => void;
}

/**
 * The design system's Tooltip for the one cut header or cell of a table that the pointer rests on
 * or the keyboard focuses: one per table, never one per cell. It is anchored to a box laid over
 * the cell (which takes no pointer events), and the cell is described by it while it shows. Kept
 * in a module of its own, with Radix's tooltip and Floating UI, loaded the first time a table has
 * a cut text to show.
 */
export function TruncationTip({ cell, text, long, box, onDismiss }: TruncationTipProps) {
  const anchorRef = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    // The Tooltip describes its trigger, here the box; the cell that has the focus is what counts.
    const id = anchorRef.current?.getAttribute('aria-describedby');
    if (!id) return undefined;
    const before = cell.getAttribute('aria-describedby');
    cell.setAttribute('aria-describedby', before ? `${before} ${id}` : id);
    return () => {
      if (before === null) cell.removeAttribute('aria-describedby');
      else cell.setAttribute('aria-describedby', before);
    };
  }, [cell]);
  const style: CSSProperties = { left: box.left, top: box.top, width: box.width, height: box.height };
  return (
    <Tooltip
      open
      content={text}
      long={long}
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
    >
      <span ref={anchorRef} className="ops-dt-tip-anchor" style={style} aria-hidden="true" />
    </Tooltip>
  );
}
