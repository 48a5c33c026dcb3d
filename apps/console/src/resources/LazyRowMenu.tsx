import { useToast } from '@opsdesk/ui';
import type { ComponentType } from 'react';
import { useText } from '../i18n';
import { lazyPart, useLazyTrigger } from './lazyPart';
import { RowMenuButton } from './rowMenuButton';
import type { RowMenuProps } from './RowMenu';

/** One action of a row's menu. */
export interface LazyRowMenuItem {
  readonly key: string;
  readonly label: string;
  /** Destructive (delete, disable): shown in the danger colour. */
  readonly danger?: boolean;
  readonly run: () => Promise<void> | void;
}

export interface LazyRowMenuProps {
  /** The trigger's accessible name, e.g. "More actions: Key accounts". Translate it. */
  readonly label: string;
  readonly items: readonly LazyRowMenuItem[];
}

/** The menu itself (Radix menu, Floating UI): a chunk of its own, shared by every row and list. */
export const rowMenu = lazyPart<ComponentType<RowMenuProps>>(() =>
  import('./RowMenu').then((module) => module.default),
);

/**
 * A row's "more actions" menu whose Radix part loads on first use, as the header's company menu
 * does: until then a light button with the same look stands in (`aria-haspopup="menu"`). The menu
 * loads when the browser is idle, when the pointer or the focus comes to the button, or at the
 * latest when it is pressed; it then opens at once, its first item focused when opened from the
 * keyboard (Enter, Space, ArrowDown). A failed load says so in a toast and leaves the button.
 */
export function LazyRowMenu({ label, items }: LazyRowMenuProps) {
  const t = useText();
  const toast = useToast();
  const {
    part: Menu,
    openedWith,
    pending,
    triggerProps,
  } = useLazyTrigger(rowMenu, {
    onLoadFailed: () => toast.error(t('resource.loadFailed')),
    openOnArrowDown: true,
  });
  if (Menu) return <Menu label={label} items={items} openedWith={openedWith} />;
  return (
    <RowMenuButton
      label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      loading={pending}
      {...triggerProps}
    />
  );
}
