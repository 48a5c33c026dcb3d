import dayjs, { type Dayjs } from 'dayjs';
import { useId, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { DatePicker } from '../../components/DatePicker';
import { DateRangePicker } from '../../components/DateRangePicker';
import { quickDateRangeKeys } from '../../components/DateRangePicker/quickDateRanges';
import { Dialog } from '../../components/Dialog';
import { Form, FormField, useZodForm, type ApplyServerErrorsOptions } from '../../components/Form';
import { Input } from '../../components/Input';
import { NumberInput } from '../../components/NumberInput';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import type { DescribedError } from '../../components/ToastProvider/useToast';
import { DATE_FORMAT } from '../../format/dates';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';
import { DialogFormFrame, useOpenState, type PersonalDialogOpenProps } from './personalDialogParts';
import {
  MAX_REMINDER_COUNT,
  reminderSchema,
  toReminderFormValues,
  toReminderRule,
  type ReminderFormValues,
} from './reminderForm';
import {
  isoWeekdays,
  monthEndDays,
  nextOccurrences,
  parseReminderDateTime,
  reminderFrequencies,
  upcomingQuickRange,
  type ReminderRule,
} from './reminderRule';

export interface ReminderDialogProps extends PersonalDialogOpenProps {
  /**
   * Saves the reminder. Reject with a 400 carrying `validationErrors` to show them on the fields
   * (`firstAt`, `recurrence`, `count` are understood as field names); any other rejection shows above
   * the fields. What was entered stays.
   */
  readonly onSave: (rule: ReminderRule) => Promise<void>;
  /** The reminder to edit; a new one (today at 09:00, not repeating) without it. */
  readonly initialRule?: ReminderRule;
  /** Called after a successful save, once the dialog has closed. */
  readonly onSuccess?: (rule: ReminderRule) => void;
  /** Words a failure that is not a validation error (e.g. `describeError` of @opsdesk/http). */
  readonly describeError?: (error: unknown) => DescribedError;
  /** More server field names that differ from the form's. */
  readonly fieldMap?: ApplyServerErrorsOptions['fieldMap'];
  /** The current time (`YYYY-MM-DD HH:mm`), for stories and tests; the real one by default. */
  readonly now?: string;
}

const serverFieldNames = {
  firstAt: 'firstDate',
  recurrence: 'frequency',
  days: 'monthEndDays',
  end: 'endType',
  count: 'endCount',
} as const;

/** How many reminders the preview lists. */
const PREVIEW_COUNT = 5;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 232px;
  align-items: start;
  gap: ${tokens['space-6']};
  @media (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-5']};
  min-width: 0;
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 128px;
  gap: ${tokens['space-3']};
  align-items: start;
`;

const Group = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  & > legend {
    margin-bottom: ${tokens['space-2']};
    padding: 0;
    color: ${tokens['color-text']};
    font-weight: ${tokens['font-weight-medium']};
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens['space-2']} ${tokens['space-4']};
`;

const Hint = styled.p`
  margin: ${tokens['space-1']} 0 0;
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
  &[data-error] {
    color: ${tokens['color-danger']};
  }
`;

const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-2']};
`;

const Indented = styled.div`
  max-width: 200px;
  margin: calc(-1 * ${tokens['space-3']}) 0 0 calc(16px + ${tokens['space-2']});
`;

const Preview = styled.section`
  position: sticky;
  top: 0;
  padding: ${tokens['space-3']} ${tokens['space-4']};
  border: 1px solid ${tokens['color-border']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  font-size: ${tokens['font-size-sm']};
  & > h3 {
    margin: 0 0 ${tokens['space-2']};
    font-size: ${tokens['font-size-md']};
    font-weight: ${tokens['font-weight-medium']};
  }
  & > p {
    margin: ${tokens['space-2']} 0 0;
    color: ${tokens['color-text-muted']};
  }
`;

const Occurrences = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tokens['space-2']};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: ${tokens['space-2']};
    font-variant-numeric: tabular-nums;
  }
  & > li > span:last-child {
    color: ${tokens['color-text-muted']};
  }
`;

interface CheckboxGroupProps<Value extends number> {
  readonly label: ReactNode;
  readonly options: readonly { readonly value: Value; readonly label: string }[];
  readonly value: readonly Value[];
  readonly onChange: (value: Value[]) => void;
  readonly onBlur: () => void;
  readonly error: string | undefined;
  readonly firstRef: Ref<HTMLInputElement>;
}

/** Several choices of one question: a fieldset of checkboxes with the question's error under it. */
function CheckboxGroup<Value extends number>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  firstRef,
}: CheckboxGroupProps<Value>) {
  const errorId = useId();
  return (
    <Group aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <legend>{label}</legend>
      <Choices>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            ref={index === 0 ? firstRef : undefined}
            label={option.label}
            checked={value.includes(option.value)}
            onBlur={onBlur}
            onCheckedChange={(checked) =>
              onChange(checked ? [...value, option.value] : value.filter((chosen) => chosen !== option.value))
            }
          />
        ))}
      </Choices>
      {error && (
        <Hint id={errorId} data-error="">
          {error}
        </Hint>
      )}
    </Group>
  );
}

/** The weekday names of the interface language, Monday first, from its calendar data. */
function useWeekdayNames(): readonly string[] {
  const { locale } = useIntl();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short' });
    // 1 January 2024 is a Monday.
    return isoWeekdays.map((day) => format.format(new Date(2024, 0, day)));
  }, [locale]);
}

interface ReminderFormProps extends Pick<
  ReminderDialogProps,
  'initialRule' | 'describeError' | 'fieldMap' | 'onSave' | 'now'
> {
  readonly onDone: (rule: ReminderRule) => void;
}

function ReminderForm({
  initialRule,
  now: nowText,
  onSave,
  onDone,
  describeError,
  fieldMap,
}: ReminderFormProps) {
  const t = useUiText();
  // The time the dialog opened: the preview and the past-time rule do not drift while it is open.
  const [now] = useState(() => (nowText ? (parseReminderDateTime(nowText) ?? dayjs(nowText)) : dayjs()));
  const weekdayNames = useWeekdayNames();
  const previewId = useId();
  const schema = useMemo(() => reminderSchema(now), [now]);
  const form = useZodForm(schema, { defaultValues: toReminderFormValues(initialRule, now) });
  const values = form.watch() as ReminderFormValues;
  const repeating = values.frequency !== 'none';
  const today = now.format(DATE_FORMAT);

  const rule = toReminderRule(values);
  const upcoming = parseReminderDateTime(rule.firstAt) ? nextOccurrences(rule, now, PREVIEW_COUNT + 1) : [];
  const shown = upcoming.slice(0, PREVIEW_COUNT);
  const weekdayOf = (time: Dayjs) => weekdayNames[(time.day() + 6) % 7];

  return (
    <DialogFormFrame>
      <Form
        form={form}
        fieldMap={{ ...serverFieldNames, ...fieldMap }}
        describeError={describeError}
        onSubmit={async (submitted) => {
          const saved = toReminderRule(submitted as ReminderFormValues);
          await onSave(saved);
          onDone(saved);
        }}
      >
        <Dialog.Body>
          <Layout>
            <Column>
              <FormField<ReminderFormValues, 'title'>
                name="title"
                required
                render={({ field, error, required }) => (
                  <Input
                    ref={field.ref as Ref<HTMLInputElement>}
                    id={field.id}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    label={t('ui.reminder.title')}
                    required={required}
                    error={error}
                    autoComplete="off"
                  />
                )}
              />
              <Row>
                <FormField<ReminderFormValues, 'firstDate'>
                  name="firstDate"
                  required
                  render={({ field, error, required }) => (
                    <DatePicker
                      ref={field.ref as Ref<HTMLInputElement>}
                      id={field.id}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      label={t('ui.reminder.firstDate')}
                      required={required}
                      error={error}
                      today={today}
                    />
                  )}
                />
                <FormField<ReminderFormValues, 'firstTime'>
                  name="firstTime"
                  required
                  render={({ field, error, required }) => (
                    <Input
                      ref={field.ref as Ref<HTMLInputElement>}
                      id={field.id}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      type="time"
                      label={t('ui.reminder.firstTime')}
                      required={required}
                      error={error}
                    />
                  )}
                />
              </Row>
              <FormField<ReminderFormValues, 'frequency'>
                name="frequency"
                render={({ field }) => (
                  <RadioGroup
                    label={t('ui.reminder.repeat')}
                    orientation="horizontal"
                    value={field.value}
                    onValueChange={field.onChange}
                  >
                    {reminderFrequencies.map((frequency) => (
                      <Radio
                        key={frequency}
                        value={frequency}
                        label={t(`ui.reminder.frequency.${frequency}`)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
              {values.frequency === 'weekly' && (
                <FormField<ReminderFormValues, 'weekdays'>
                  name="weekdays"
                  render={({ field, error }) => (
                    <CheckboxGroup
                      label={t('ui.reminder.weekdays')}
                      options={isoWeekdays.map((day, index) => ({
                        value: day,
                        label: weekdayNames[index] ?? '',
                      }))}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={error}
                      firstRef={field.ref as Ref<HTMLInputElement>}
                    />
                  )}
                />
              )}
              {values.frequency === 'monthlyLastDays' && (
                <FormField<ReminderFormValues, 'monthEndDays'>
                  name="monthEndDays"
                  render={({ field, error }) => (
                    <CheckboxGroup
                      label={t('ui.reminder.monthEndDays')}
                      options={monthEndDays.map((day) => ({
                        value: day,
                        label: t(`ui.reminder.monthEndDay.${day}`),
                      }))}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={error}
                      firstRef={field.ref as Ref<HTMLInputElement>}
                    />
                  )}
                />
              )}
              {repeating && (
                <FormField<ReminderFormValues, 'activeRange'>
                  name="activeRange"
                  render={({ field, error }) => (
                    <div>
                      <DateRangePicker
                        label={t('ui.reminder.activeRange')}
                        value={field.value}
                        onChange={field.onChange}
                        quickRanges={[]}
                        error={error}
                        today={today}
                      />
                      <Hint>{t('ui.reminder.activeRangeHint')}</Hint>
                      <Quick role="group" aria-label={t('ui.datePicker.quickRanges')}>
                        {quickDateRangeKeys.map((key) => (
                          <Button
                            key={key}
                            size="sm"
                            variant="ghost"
                            onClick={() => field.onChange(upcomingQuickRange(key, now))}
                          >
                            {t(`ui.reminder.quick.${key}`)}
                          </Button>
                        ))}
                      </Quick>
                    </div>
                  )}
                />
              )}
              {repeating && (
                <FormField<ReminderFormValues, 'endType'>
                  name="endType"
                  render={({ field }) => (
                    <RadioGroup
                      label={t('ui.reminder.end')}
                      value={field.value}
                      onValueChange={field.onChange}
                    >
                      <Radio
                        value="rangeEnd"
                        label={t('ui.reminder.end.rangeEnd')}
                        description={values.activeRange.end ? undefined : t('ui.reminder.end.rangeEndOpen')}
                        onBlur={field.onBlur}
                      />
                      <Radio
                        value="afterCount"
                        label={t('ui.reminder.end.afterCount')}
                        onBlur={field.onBlur}
                      />
                    </RadioGroup>
                  )}
                />
              )}
              {repeating && values.endType === 'afterCount' && (
                <Indented>
                  <FormField<ReminderFormValues, 'endCount'>
                    name="endCount"
                    required
                    render={({ field, error, required }) => (
                      <NumberInput
                        ref={field.ref as Ref<HTMLInputElement>}
                        id={field.id}
                        name={field.name}
                        value={field.value}
                        onValueChange={field.onChange}
                        onBlur={field.onBlur}
                        label={t('ui.reminder.endCount')}
                        required={required}
                        error={error}
                        min={1}
                        max={MAX_REMINDER_COUNT}
                        decimals={0}
                        grouping={false}
                      />
                    )}
                  />
                </Indented>
              )}
            </Column>
            <Preview aria-labelledby={previewId} data-preview="">
              <h3 id={previewId}>{t('ui.reminder.preview')}</h3>
              {shown.length === 0 ? (
                <p>{t('ui.reminder.previewEmpty')}</p>
              ) : (
                <Occurrences>
                  {shown.map((time) => (
                    <li key={time.valueOf()}>
                      <time dateTime={time.format('YYYY-MM-DDTHH:mm')}>
                        {time.format(DATE_FORMAT)} {weekdayOf(time)}
                      </time>
                      <span>{time.format('HH:mm')}</span>
                    </li>
                  ))}
                </Occurrences>
              )}
              {shown.length > 0 && upcoming.length <= PREVIEW_COUNT && <p>{t('ui.reminder.previewLast')}</p>}
            </Preview>
          </Layout>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{t('ui.common.cancel')}</Button>
          </Dialog.Close>
          <Button type="submit" variant="primary" loading={form.formState.isSubmitting}>
            {t('ui.reminder.save')}
          </Button>
        </Dialog.Footer>
      </Form>
    </DialogFormFrame>
  );
}

/**
 * Sets a reminder (spec §9): a title, the first day and time, and a recurrence — none, daily, weekly on
 * chosen weekdays, or monthly on any of the last three days of the month — within an active period
 * with the quick ranges ahead (the rest of this month, 3 or 6 months) and an end (with the period, or
 * after a number of reminders). The next five reminders are previewed as the rule is edited.
 * Transport-free: `onSave` receives the `ReminderRule`.
 */
export function ReminderDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  onSave,
  initialRule,
  onSuccess,
  describeError,
  fieldMap,
  now,
}: ReminderDialogProps) {
  const t = useUiText();
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const done = (rule: ReminderRule) => {
    setOpen(false);
    announce(t('ui.reminder.saved'));
    onSuccess?.(rule);
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Content size="lg" data-dialog="reminder">
        <Dialog.Title>{t(initialRule ? 'ui.reminder.editTitle' : 'ui.reminder.newTitle')}</Dialog.Title>
        <Dialog.Description>{t('ui.reminder.description')}</Dialog.Description>
        <ReminderForm
          initialRule={initialRule}
          now={now}
          onSave={onSave}
          onDone={done}
          describeError={describeError}
          fieldMap={fieldMap}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
