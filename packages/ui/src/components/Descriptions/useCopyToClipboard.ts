import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a copy stands: nothing yet, done, or refused by the browser. */
export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "copied" or "copy failed" shows before the control is back to idle. */
export const COPY_FEEDBACK_MS = 2000;

/** Copies text to the clipboard and says how it went for a while (spec §8: copy success / copy failed). */
export function useCopyToClipboard(): {
  readonly state: CopyState;
  readonly copy: (text: string) => Promise<void>;
} {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    let next: CopyState;
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(text);
      next = 'copied';
    } catch {
      next = 'failed';
    }
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPY_FEEDBACK_MS);
  }, []);
  return { state, copy };
}
