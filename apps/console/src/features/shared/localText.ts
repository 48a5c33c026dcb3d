import { useCallback } from 'react';
import type { Title } from '../../catalogue/types';
import { useText, useTitle } from '../../i18n';

/** `{name}` placeholders filled from `values`. */
export function fillText(text: string, values?: Readonly<Record<string, string | number>>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : String(values[name]),
  );
}

/**
 * The text of a screen's own message id, from the screen's table (`messages.ts` beside it): a
 * feature's texts travel in its own chunk instead of the shell's. Placeholders are plain `{name}`.
 * An id the console's messages also define takes the console's text.
 */
export function useLocalText<M extends Readonly<Record<string, Title>>>(messages: M) {
  const t = useText();
  const title = useTitle();
  return useCallback(
    (id: keyof M & string, values?: Readonly<Record<string, string | number>>) => {
      const merged = t(id, values as Record<string, string | number> | undefined);
      return merged === '#' ? fillText(title(messages[id] as Title), values) : merged;
    },
    [messages, t, title],
  );
}
