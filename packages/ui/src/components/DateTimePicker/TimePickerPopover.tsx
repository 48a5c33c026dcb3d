import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { PickerPopover, type PickerPanelProps } from '../DatePicker/PickerPopover';
import { twoDigits } from './dateTimeText';
import { TimeFields } from './TimeFields';

export interface TimePickerPopoverProps extends PickerPanelProps {
  /** The time the field holds, `HH:mm`, or null. */
  readonly value: string | null;
  /** An hour or a minute chosen: the new time, `HH:mm`. */
  readonly onPick: (value: string) => void;
  /** Done: closes the panel. */
  readonly onDone: () => void;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-3']};
`;

/**
 * The TimePicker's panel: the picker popover with the hour (focused when it opens) and the minute.
 * Each choice is taken at once; Done, Escape or a click outside closes it. A module of its own,
 * loaded on first use by `lazyDateTimePickerPopover`.
 */
export function TimePickerPopover({ value, onPick, onDone, ...panel }: TimePickerPopoverProps) {
  const t = useUiText();
  return (
    <PickerPopover {...panel}>
      <Row>
        <TimeFields
          hour={value ? Number(value.slice(0, 2)) : null}
          minute={value ? Number(value.slice(3, 5)) : null}
          autoFocus
          onChange={(h, m) => onPick(`${twoDigits(h)}:${twoDigits(m)}`)}
        />
        <Button size="sm" onClick={onDone}>
          {t('ui.dateTimePicker.done')}
        </Button>
      </Row>
    </PickerPopover>
  );
}
