import dayjs from 'dayjs';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { Calendar } from '../Calendar/Calendar';
import { PickerPopover, type PickerPanelProps } from '../DatePicker/PickerPopover';
import { twoDigits } from './dateTimeText';
import { TimeFields } from './TimeFields';

export interface DateTimePickerPopoverProps extends PickerPanelProps {
  /** The date-time the field holds, `YYYY-MM-DDTHH:mm:ss`, or null. */
  readonly value: string | null;
  readonly today?: string;
  /** A day or a time chosen: the new date-time, `YYYY-MM-DDTHH:mm:00`. */
  readonly onPick: (value: string) => void;
  /** Done: closes the panel. */
  readonly onDone: () => void;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-3']};
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-3']};
`;

/**
 * The DateTimePicker's panel: the picker popover, the Calendar (focus on the day when it opens) and
 * the hour and minute under it. Each choice is taken at once: a day keeps the time (00:00 at first),
 * a time keeps the day (today at first); Done, Escape or a click outside closes it. A module of its
 * own, loaded on first use by `lazyDateTimePickerPopover`.
 */
export function DateTimePickerPopover({
  value,
  today,
  onPick,
  onDone,
  ...panel
}: DateTimePickerPopoverProps) {
  const t = useUiText();
  const day = value?.slice(0, 10) ?? null;
  const hour = value ? Number(value.slice(11, 13)) : null;
  const minute = value ? Number(value.slice(14, 16)) : null;
  const time = (h: number, m: number) => `${twoDigits(h)}:${twoDigits(m)}:00`;
  return (
    <PickerPopover {...panel}>
      <Stack>
        <Calendar
          value={day}
          today={today}
          autoFocus
          onSelect={(date) => onPick(`${date}T${time(hour ?? 0, minute ?? 0)}`)}
        />
        <Footer>
          <TimeFields
            hour={hour}
            minute={minute}
            onChange={(h, m) => onPick(`${day ?? today ?? dayjs().format('YYYY-MM-DD')}T${time(h, m)}`)}
          />
          <Button size="sm" onClick={onDone}>
            {t('ui.dateTimePicker.done')}
          </Button>
        </Footer>
      </Stack>
    </PickerPopover>
  );
}
