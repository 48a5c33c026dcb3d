import { Suspense, useRef, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';
import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { lazyDialog, usePreloadWhenIdle } from '../../components/lazyDialog';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import type { ButtonColumnSettingsDialogProps, ColumnSettingsDialogProps } from './ColumnSettingsDialog';
import { ColumnsIcon } from './toolbarIcons';
import { useOpenState } from './useOpenState';

export interface ColumnSettingsButtonProps<Row> extends Omit<ColumnSettingsDialogProps<Row>, 'trigger'> {
  /** `secondary` by default, as in a table's toolbar. */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Only the icon (named "Columns" and tooltipped), for a crowded toolbar. */
  readonly iconOnly?: boolean;
}

// The dialog (its editor and the Radix dialog stack) loads when the browser is idle, when the pointer
// or the focus comes to the button, or at the first click: a list pays for it only when the user
// customises its columns.
let dialogLoaded = false;
const columnSettingsDialog = lazyDialog(
  () =>
    import('./ColumnSettingsDialog').then((module) => {
      dialogLoaded = true;
      return module.ButtonColumnSettingsDialog as ComponentType<ButtonColumnSettingsDialogProps<unknown>>;
    }),
  {
    isOpen: (props) => props.open === true,
    // Closing the load-failure notice closes the dialog; the focus goes back to the button.
    dismiss: (props) => {
      props.onOpenChange?.(false);
      props.returnFocusRef.current?.focus();
    },
  },
);
const LazyColumnSettingsDialog = columnSettingsDialog.Dialog as unknown as <Row>(
  props: ButtonColumnSettingsDialogProps<Row>,
) => ReactElement;
// A failure here is told when the dialog opens.
const warmUp = () => void columnSettingsDialog.preload().catch(() => undefined);

const HiddenCount = styled.span`
  padding: 0 6px;
  border-radius: ${tokens['radius-pill']};
  background: ${tokens['color-primary-subtle']};
  color: ${tokens['color-primary']};
  font-size: ${tokens['font-size-xs']};
  line-height: 18px;
`;

/** The number of columns the user hid, for the button's count. */
export function hiddenColumnCount(entries: readonly { readonly visible: boolean }[]): number {
  return entries.filter((entry) => !entry.visible).length;
}

/**
 * The "Columns" button of a table's toolbar: opens the ColumnSettingsDialog and gets the focus back
 * when it closes. It shows how many columns the user hid. The dialog's module loads on first use,
 * preloaded when the browser is idle or the pointer or the focus comes to the button; opened before
 * it has arrived, the button is busy meanwhile. The saved settings apply without it, through
 * `useColumnSettings`.
 */
export function ColumnSettingsButton<Row>({
  variant = 'secondary',
  size = 'md',
  iconOnly = false,
  open,
  defaultOpen,
  onOpenChange,
  ...dialog
}: ColumnSettingsButtonProps<Row>) {
  const text = useUiText();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  // The dialog mounts when first opened and stays, so that it closes as a dialog should.
  const [mounted, setMounted] = useState(isOpen);
  if (isOpen && !mounted) setMounted(true);
  // Opened before the module arrived: the button is busy until it has (or has failed).
  const [waiting, setWaiting] = useState(false);
  const busy = isOpen && waiting;
  usePreloadWhenIdle(columnSettingsDialog.preload);

  const openDialog = () => {
    setOpen(true);
    if (dialogLoaded) return;
    setWaiting(true);
    const done = () => setWaiting(false);
    columnSettingsDialog.preload().then(done, done);
  };

  const hidden = hiddenColumnCount(dialog.settings.entries);
  const label = text('ui.columnSettingsDialog.button');
  const popup = {
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    'data-state': isOpen ? 'open' : 'closed',
    loading: busy,
    onClick: openDialog,
    onPointerEnter: warmUp,
    onFocus: warmUp,
    // Escape while the dialog loads: it is no longer wanted.
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      if (event.key === 'Escape' && busy) setOpen(false);
    },
  } as const;
  const button = iconOnly ? (
    <IconButton
      ref={buttonRef}
      variant={variant}
      size={size}
      label={label}
      icon={<ColumnsIcon />}
      {...popup}
    />
  ) : (
    <Button ref={buttonRef} variant={variant} size={size} iconStart={<ColumnsIcon />} {...popup}>
      {label}
      {hidden > 0 ? (
        <>
          {/* The space keeps the count a word of its own in the button's name. */}{' '}
          <HiddenCount>{text('ui.columnSettingsDialog.buttonHidden', { count: hidden })}</HiddenCount>
        </>
      ) : null}
    </Button>
  );
  return (
    <>
      {button}
      {mounted ? (
        // The dialog shows in a portal: nothing takes its place while it loads.
        <Suspense fallback={null}>
          <LazyColumnSettingsDialog<Row>
            {...dialog}
            open={isOpen}
            onOpenChange={setOpen}
            returnFocusRef={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}
