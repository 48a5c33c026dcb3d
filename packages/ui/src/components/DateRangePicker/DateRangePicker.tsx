import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { isEndBeforeStart, parseDate } from '../../format/dates';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { Button } from '../Button';
import { DatePicker } from '../DatePicker/DatePicker';
import type { FieldSize } from '../Input/FieldLayout';
import {
  quickDateRange,
  quickDateRangeKeys,
  type DateRangeValue,
  type QuickDateRangeKey,
} from './quickDateRanges';

export interface DateRangePickerProps {
  /** Names the pair (a search filter's name, e.g. "Created"). */
  readonly label: ReactNode;
  readonly value?: DateRangeValue;
  readonly defaultValue?: DateRangeValue;
  readonly onChange?: (range: DateRangeValue) => void;
  /** The quick ranges offered; all three of spec §9 by default, `[]` for none. */
  readonly quickRanges?: readonly QuickDateRangeKey[];
  /** Labels of the two fields; "Start date" and "End date" by default. */
  readonly startLabel?: ReactNode;
  readonly endLabel?: ReactNode;
  /** A message from the form; the start-after-end rule shows its own. */
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly disabled?: boolean;
  readonly size?: FieldSize;
  /** Today, for tests and stories. */
  readonly today?: string;
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${tokens['space-1']};
  font-weight: ${tokens['font-weight-medium']};
  color: ${tokens['color-text']};
`;

const Fields = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${tokens['space-3']};
  & > * {
    flex: 1 1 180px;
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens['space-2']};
`;

const empty: DateRangeValue = { start: null, end: null };

/**
 * Two date fields for a search range, with the quick ranges of spec §9. A start after the end is
 * refused with the search component's wording, 'end time is before start time', on the end field.
 */
export function DateRangePicker({
  label,
  value,
  defaultValue = empty,
  onChange,
  quickRanges = quickDateRangeKeys,
  startLabel,
  endLabel,
  error,
  required,
  disabled,
  size,
  today,
}: DateRangePickerProps) {
  const t = useUiText();
  const [own, setOwn] = useState(defaultValue);
  const range = value ?? own;
  const change = (next: DateRangeValue) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  const reversed = isEndBeforeStart(range.start, range.end);
  const todayDate = today ? parseDate(today) : undefined;
  const common = { required, disabled, size, today, rangeStart: range.start, rangeEnd: range.end };

  return (
    <Fieldset data-state={reversed ? 'invalid' : 'valid'} disabled={disabled}>
      <Legend>{label}</Legend>
      <Fields>
        <DatePicker
          {...common}
          label={startLabel ?? t('ui.datePicker.start')}
          value={range.start}
          onChange={(start) => change({ ...range, start })}
        />
        <DatePicker
          {...common}
          label={endLabel ?? t('ui.datePicker.end')}
          value={range.end}
          onChange={(end) => change({ ...range, end })}
          error={reversed ? t('ui.validation.endBeforeStart') : (error ?? undefined)}
        />
      </Fields>
      {quickRanges.length > 0 && (
        <Quick role="group" aria-label={t('ui.datePicker.quickRanges')}>
          {quickRanges.map((key) => (
            <Button
              key={key}
              size="sm"
              variant="ghost"
              onClick={() => change(quickDateRange(key, todayDate))}
            >
              {t(`ui.datePicker.${key}`)}
            </Button>
          ))}
        </Quick>
      )}
    </Fieldset>
  );
}
