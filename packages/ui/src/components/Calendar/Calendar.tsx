import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { DATE_FORMAT, parseDate } from '../../format/dates';
import { useDayjsLocale } from '../../format/useDayjsLocale';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { IconButton } from '../IconButton';

export interface CalendarProps {
  /** The selected day, YYYY-MM-DD. */
  readonly value?: string | null;
  readonly onSelect: (date: string) => void;
  /** A range to shade (a DateRangePicker's other end), YYYY-MM-DD. */
  readonly rangeStart?: string | null;
  readonly rangeEnd?: string | null;
  /** Moves the focus to the focused day when it mounts (in a popover). */
  readonly autoFocus?: boolean;
  /** Today, for tests and stories; the real today by default. */
  readonly today?: string;
  /** The grid's accessible name comes from the month heading; this names the whole calendar. */
  readonly 'aria-label'?: string;
}

const Frame = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  font-size: ${tokens['font-size-sm']};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens['space-2']};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${tokens['font-size-md']};
  font-weight: ${tokens['font-weight-bold']};
`;

const Grid = styled.table`
  border-collapse: collapse;
  th {
    width: 36px;
    padding: ${tokens['space-1']} 0;
    color: ${tokens['color-text-muted']};
    font-weight: ${tokens['font-weight-regular']};
    text-align: center;
  }
  td {
    padding: 1px;
    text-align: center;
  }
  td[data-in-range] {
    background: ${tokens['color-primary-subtle']};
  }
`;

const Day = styled.button`
  width: 34px;
  height: 30px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-text']};
  font: inherit;
  cursor: pointer;
  &:hover {
    background: ${tokens['color-surface-sunken']};
  }
  &[aria-current='date'] {
    border-color: ${tokens['color-primary']};
  }
  &[data-selected] {
    background: ${tokens['color-primary']};
    color: ${tokens['color-on-primary']};
  }
  &:focus-visible {
    outline: 2px solid ${tokens['color-focus']};
    outline-offset: 1px;
  }
`;

function Chevron({ direction }: { readonly direction: 'left' | 'right' }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Moves by key: arrows by day and week, Home/End to the week's ends, PageUp/PageDown by month (Shift: year). */
function moveByKey(date: Dayjs, event: KeyboardEvent, weekStart: Dayjs): Dayjs | undefined {
  switch (event.key) {
    case 'ArrowLeft':
      return date.subtract(1, 'day');
    case 'ArrowRight':
      return date.add(1, 'day');
    case 'ArrowUp':
      return date.subtract(1, 'week');
    case 'ArrowDown':
      return date.add(1, 'week');
    case 'Home':
      return weekStart;
    case 'End':
      return weekStart.add(6, 'day');
    case 'PageUp':
      return date.subtract(1, event.shiftKey ? 'year' : 'month');
    case 'PageDown':
      return date.add(1, event.shiftKey ? 'year' : 'month');
    default:
      return undefined;
  }
}

/**
 * A month grid to pick a day: one tab stop (the focused day), arrow keys to move, Enter or Space to
 * choose; weeks start as the date locale of the interface language says.
 */
export function Calendar({
  value,
  onSelect,
  rangeStart,
  rangeEnd,
  autoFocus = false,
  today: todayText,
  'aria-label': ariaLabel,
}: CalendarProps) {
  const t = useUiText();
  const intl = useIntl();
  const locale = useDayjsLocale();
  const today = (todayText ? parseDate(todayText) : undefined) ?? dayjs().startOf('day');
  const selected = value ? parseDate(value) : undefined;
  const [focused, setFocused] = useState<Dayjs>(() => selected ?? today);
  const gridRef = useRef<HTMLTableElement | null>(null);
  const moveFocus = useRef(autoFocus);
  const headingId = `${useId()}-month`;

  // A new value from outside (typed in the field) shows its month.
  const selectedText = selected?.format(DATE_FORMAT);
  useEffect(() => {
    if (selectedText) setFocused(parseDate(selectedText) ?? dayjs());
  }, [selectedText]);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  });

  const weeks = useMemo(() => {
    const first = focused.locale(locale).startOf('month').startOf('week');
    const last = focused.locale(locale).endOf('month');
    const rows: Dayjs[][] = [];
    for (let start = first; !start.isAfter(last, 'day'); start = start.add(1, 'week')) {
      rows.push(Array.from({ length: 7 }, (_, index) => start.add(index, 'day')));
    }
    return rows;
  }, [focused, locale]);
  const weekdays = weeks[0] ?? [];

  const from = rangeStart ? parseDate(rangeStart) : undefined;
  const to = rangeEnd ? parseDate(rangeEnd) : undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const next = moveByKey(focused, event, focused.locale(locale).startOf('week'));
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(next);
  };

  const showMonth = (months: number) => setFocused((current) => current.add(months, 'month'));

  return (
    <Frame role="group" aria-label={ariaLabel}>
      <Header>
        <IconButton
          size="sm"
          label={t('ui.datePicker.previousMonth')}
          icon={<Chevron direction="left" />}
          onClick={() => showMonth(-1)}
        />
        <Heading id={headingId} aria-live="polite">
          {intl.formatDate(focused.toDate(), { year: 'numeric', month: 'long' })}
        </Heading>
        <IconButton
          size="sm"
          label={t('ui.datePicker.nextMonth')}
          icon={<Chevron direction="right" />}
          onClick={() => showMonth(1)}
        />
      </Header>
      <Grid ref={gridRef} role="grid" aria-labelledby={headingId} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day.day()} scope="col" abbr={intl.formatDate(day.toDate(), { weekday: 'long' })}>
                {intl.formatDate(day.toDate(), { weekday: 'narrow' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.format(DATE_FORMAT)}>
              {week.map((day) => {
                const text = day.format(DATE_FORMAT);
                if (day.month() !== focused.month()) return <td key={text} />;
                const isSelected = selected?.isSame(day, 'day') ?? false;
                const inRange = from && to && !day.isBefore(from, 'day') && !day.isAfter(to, 'day');
                return (
                  <td key={text} aria-selected={isSelected} data-in-range={inRange ? '' : undefined}>
                    <Day
                      type="button"
                      tabIndex={day.isSame(focused, 'day') ? 0 : -1}
                      data-date={text}
                      data-selected={isSelected ? '' : undefined}
                      aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                      aria-label={intl.formatDate(day.toDate(), { dateStyle: 'full' })}
                      onClick={() => {
                        setFocused(day);
                        onSelect(text);
                      }}
                    >
                      {day.date()}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </Grid>
    </Frame>
  );
}
