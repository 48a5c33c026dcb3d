import { useCallback, useRef, useState } from 'react';

/** `open` when the owner controls it, else the dialog's own; `setOpen` tells the owner either way. */
export function useOpenState(
  open: boolean | undefined,
  defaultOpen: boolean | undefined,
  onOpenChange: ((open: boolean) => void) | undefined,
): readonly [boolean, (open: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen ?? false);
  const onChange = useRef(onOpenChange);
  onChange.current = onOpenChange;
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwn(next);
      onChange.current?.(next);
    },
    [controlled],
  );
  return [controlled ? open : own, setOpen] as const;
}
