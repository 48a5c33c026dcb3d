import { DropdownMenu } from '@opsdesk/ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import type { LazyRowMenuItem } from './LazyRowMenu';
import type { OpenedWith } from './lazyPart';
import { RowMenuButton } from './rowMenuButton';

export interface RowMenuProps {
  /** The trigger's accessible name, e.g. "More actions: Key accounts". */
  readonly label: string;
  readonly items: readonly LazyRowMenuItem[];
  /** How the light trigger was pressed: from the keyboard, the first item takes the focus. */
  readonly openedWith: OpenedWith;
}

/** Keeps ArrowDown on the trigger to the menu: the table around it would move to the next row too. */
function keepArrowDown(event: KeyboardEvent<HTMLButtonElement>) {
  if (event.key === 'ArrowDown') event.stopPropagation();
}

/**
 * A row's menu of actions (Radix menu, Floating UI): a module of its own, which `LazyRowMenu` loads
 * on first use and mounts open, in place of its light trigger. It keeps its own trigger from then
 * on, to which Radix returns the focus when it closes.
 */
export default function RowMenu({ label, items, openedWith }: RowMenuProps) {
  const [open, setOpen] = useState(true);
  // Radix focuses the first item when it sees the key that opens it; the key that opened this first
  // time went to the light trigger, before the menu was there.
  const firstFromKeyboard = useRef(openedWith === 'keyboard');
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <RowMenuButton label={label} onKeyDown={keepArrowDown} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        align="end"
        onFocus={(event) => {
          // Radix focuses the menu itself when it opens; from the keyboard, the first item instead.
          if (event.target !== event.currentTarget) return;
          const fromKeyboard = firstFromKeyboard.current;
          firstFromKeyboard.current = false;
          if (!fromKeyboard) return;
          event.currentTarget
            .querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
      >
        {items.map((item) => (
          <DropdownMenu.Item
            key={item.key}
            variant={item.danger ? 'danger' : 'default'}
            onSelect={() => void item.run()}
          >
            {item.label}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
