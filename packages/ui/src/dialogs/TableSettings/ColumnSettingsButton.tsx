import styled from 'styled-components';
import { Button, type ButtonSize, type ButtonVariant } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { ColumnSettingsDialog, type ColumnSettingsDialogProps } from './ColumnSettingsDialog';
import { ColumnsIcon } from './icons';

export interface ColumnSettingsButtonProps<Row> extends Omit<ColumnSettingsDialogProps<Row>, 'trigger'> {
  /** `secondary` by default, as in a table's toolbar. */
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  /** Only the icon (named "Columns" and tooltipped), for a crowded toolbar. */
  readonly iconOnly?: boolean;
}

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
 * when it closes. It shows how many columns the user hid.
 */
export function ColumnSettingsButton<Row>({
  variant = 'secondary',
  size = 'md',
  iconOnly = false,
  ...dialog
}: ColumnSettingsButtonProps<Row>) {
  const text = useUiText();
  const hidden = hiddenColumnCount(dialog.settings.entries);
  const label = text('ui.columnSettingsDialog.button');
  const trigger = iconOnly ? (
    <IconButton variant={variant} size={size} label={label} icon={<ColumnsIcon />} />
  ) : (
    <Button variant={variant} size={size} iconStart={<ColumnsIcon />}>
      {label}
      {hidden > 0 ? (
        <>
          {/* The space keeps the count a word of its own in the button's name. */}{' '}
          <HiddenCount>{text('ui.columnSettingsDialog.buttonHidden', { count: hidden })}</HiddenCount>
        </>
      ) : null}
    </Button>
  );
  return <ColumnSettingsDialog {...dialog} trigger={trigger} />;
}
