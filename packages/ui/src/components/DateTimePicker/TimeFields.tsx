import { useEffect, useId, useRef, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { twoDigits } from './dateTimeText';

export interface TimeFieldsProps {
  /** The hour (0–23) and minute (0–59) shown, null for none yet. */
  readonly hour: number | null;
  readonly minute: number | null;
  /** A new time; the part not chosen yet counts as 0. */
  readonly onChange: (hour: number, minute: number) => void;
  /** Moves the focus to the hour when it mounts (alone in a popover). */
  readonly autoFocus?: boolean;
}

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens['space-1']};
  font-size: ${tokens['font-size-sm']};
`;

const GroupLabel = styled.span`
  margin-inline-end: ${tokens['space-2']};
  color: ${tokens['color-text-muted']};
`;

const Spin = styled.input`
  box-sizing: content-box;
  width: 2ch;
  padding: ${tokens['space-1']} ${tokens['space-2']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font: inherit;
  font-variant-numeric: tabular-nums;
  text-align: center;
  &:hover {
    border-color: ${tokens['color-primary']};
  }
  &:focus-visible {
    border-color: ${tokens['color-primary']};
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
`;

interface TimeSpinProps {
  readonly label: string;
  readonly value: number | null;
  readonly max: number;
  /** PageUp and PageDown move by this much. */
  readonly bigStep: number;
  readonly onChange: (value: number) => void;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** Goes round: one past the last is the first. */
function wrap(value: number, count: number): number {
  return ((value % count) + count) % count;
}

/**
 * One part of the time, a spinbutton: ArrowUp and ArrowDown by one (going round), PageUp and
 * PageDown by `bigStep`, Home and End to the ends; digits typed make the last two typed, or the last
 * one when two would be too much (hours: 2 then 5 is 05), so typing `14` gives 14 whatever was there.
 */
function TimeSpin({ label, value, max, bigStep, onChange, inputRef }: TimeSpinProps) {
  const step = (delta: number) =>
    onChange(value === null ? (delta > 0 ? 0 : max) : wrap(value + delta, max + 1));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, () => void> = {
      ArrowUp: () => step(1),
      ArrowDown: () => step(-1),
      PageUp: () => step(bigStep),
      PageDown: () => step(-bigStep),
      Home: () => onChange(0),
      End: () => onChange(max),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    // Emptied, or no digit: the part keeps its value (React puts its text back).
    if (digits === '') return;
    const lastTwo = Number(digits.slice(-2));
    onChange(lastTwo <= max ? lastTwo : Number(digits.slice(-1)));
  };

  return (
    <Spin
      ref={inputRef}
      type="text"
      role="spinbutton"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value ?? undefined}
      aria-valuetext={value === null ? undefined : twoDigits(value)}
      inputMode="numeric"
      autoComplete="off"
      placeholder="--"
      value={value === null ? '' : twoDigits(value)}
      onChange={onType}
      onKeyDown={onKeyDown}
      onFocus={(event) => event.currentTarget.select()}
    />
  );
}

/** The hour and minute of DateTimePicker's and TimePicker's panels: two spinbuttons, named. */
export function TimeFields({ hour, minute, onChange, autoFocus = false }: TimeFieldsProps) {
  const t = useUiText();
  const hourRef = useRef<HTMLInputElement | null>(null);
  const labelId = `${useId()}-time`;

  // Once, when it mounts as the popover opens.
  const focusOnMount = useRef(autoFocus);
  useEffect(() => {
    if (focusOnMount.current) hourRef.current?.focus();
  }, []);

  return (
    <Group role="group" aria-labelledby={labelId}>
      <GroupLabel id={labelId}>{t('ui.dateTimePicker.time')}</GroupLabel>
      <TimeSpin
        inputRef={hourRef}
        label={t('ui.dateTimePicker.hour')}
        value={hour}
        max={23}
        bigStep={6}
        onChange={(next) => onChange(next, minute ?? 0)}
      />
      <span aria-hidden="true">:</span>
      <TimeSpin
        label={t('ui.dateTimePicker.minute')}
        value={minute}
        max={59}
        bigStep={10}
        onChange={(next) => onChange(hour ?? 0, next)}
      />
    </Group>
  );
}
