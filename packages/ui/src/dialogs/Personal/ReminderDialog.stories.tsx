import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ComponentType } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { ReminderDialog, type ReminderDialogProps } from './ReminderDialog';
import type { ReminderRule } from './reminderRule';
import { withPersonalMessages } from './test/PersonalIntl';

/** How the simulated save answers. */
type Server = 'ok' | 'fieldError' | 'failure' | 'pending';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const answers: Readonly<Record<Server, () => Promise<void>>> = {
  ok: () => wait(200),
  fieldError: () =>
    wait(200).then(() =>
      Promise.reject({
        status: 400,
        body: {
          validationErrors: [
            { field: 'firstAt', message: 'Reminders are sent between 08:00 and 20:00 only' },
          ],
        },
      }),
    ),
  failure: () => wait(200).then(() => Promise.reject(new Error('socket hang up'))),
  pending: () => new Promise<never>(() => undefined),
};

interface DemoProps extends Omit<ReminderDialogProps, 'onSave'> {
  /** How the simulated save answers (story only). */
  readonly server: Server;
}

function ReminderDemo({ server, ...props }: DemoProps) {
  const [saved, setSaved] = useState<ReminderRule | null>(null);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
      <ReminderDialog
        {...props}
        trigger={<Button>{props.initialRule ? 'Edit reminder…' : 'Add a reminder…'}</Button>}
        onSave={() => answers[server]()}
        onSuccess={setSaved}
      />
      <output aria-label="Saved rule">{saved ? JSON.stringify(saved) : 'Nothing saved'}</output>
    </div>
  );
}

const usage = `
Sets a reminder (spec §9): a title, the first day and time, and a recurrence — **none**, **daily**,
**weekly** on chosen weekdays (Monday to Sunday), or **monthly on the last three days** (the
third-to-last, second-to-last and last day, whatever the month's length) — within an **active period**
with quick ranges and an **end** (with the period, or after a number of reminders). The next five
reminders are listed as the rule changes. **Transport-free**: \`onSave\` receives the rule.

\`\`\`tsx
import { Button, ReminderDialog, nextOccurrences, type ReminderRule } from '@opsdesk/ui';

<ReminderDialog
  trigger={<Button>Add a reminder…</Button>}
  onSave={(rule: ReminderRule) => api.reminders.save(rule)}
  describeError={describeError}
/>

// The same rule, anywhere (a list, a server job): the next 3 reminders from now.
nextOccurrences(rule, dayjs(), 3);
\`\`\`

A rule is \`{ title, firstAt: 'YYYY-MM-DD HH:mm', recurrence, activeRange: { start, end }, end }\` with
\`recurrence\` one of \`{ type: 'none' }\`, \`{ type: 'daily' }\`, \`{ type: 'weekly', weekdays: [1…7] }\`
(1 Monday) or \`{ type: 'monthlyLastDays', days: [3, 2, 1] }\` (1 the last day), and \`end\`
\`{ type: 'rangeEnd' }\` or \`{ type: 'afterCount', count }\`. Times are local calendar times.

The quick ranges are the three of spec §9 (DateRangePicker's keys) looking **ahead** from today: the
rest of this month, the next 3 months, the next 6 months; DateRangePicker's own end today, which
suits a search but would end a reminder before it starts.
`;

const NOW = '2024-03-13 08:00';

const meta = {
  title: 'Packages/ui/Dialogs/ReminderDialog',
  tags: ['autodocs'],
  // The props table documents the dialog; the stories render it with a simulated save.
  component: ReminderDialog as unknown as ComponentType<DemoProps>,
  render: (args) => <ReminderDemo {...args} />,
  decorators: [withPersonalMessages],
  args: { server: 'ok', now: NOW },
  argTypes: { server: { control: 'inline-radio', options: ['ok', 'fieldError', 'failure', 'pending'] } },
  parameters: { docs: { description: { component: usage } } },
} satisfies Meta<DemoProps>;

export default meta;
type Story = StoryObj<typeof meta>;

async function open(name = 'Add a reminder…') {
  await userEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(new RegExp(`^${label}`), { selector: 'input' });

function preview(dialog: HTMLElement) {
  const region = within(dialog).getByRole('region', { name: 'Next reminders' });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

/** Closed: opened by keyboard, the focus on the title; Escape gives it back to the trigger. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Add a reminder…' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'New reminder' });
    await waitFor(() => expect(document.activeElement).toBe(field(dialog, 'Title')));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.activeElement).toBe(trigger);
  },
};

/** A new one-off reminder: today at 09:00. */
export const OneOff: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Send the March payroll file');
    await expect(preview(dialog)).toEqual(['2024-03-13 Wed09:00']);
  },
};

/** Daily, with the active period of the next 3 months (a quick range ahead). */
export const DailyWithQuickRange: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Check the overnight imports');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next 3 months' }));
    await expect(field(dialog, 'End date')).toHaveValue('2024-06-13');
    await expect(preview(dialog)).toHaveLength(5);
  },
};

/** Weekly on Monday and Friday. */
export const WeeklyOnWeekdays: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Approve travel requests');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    const days = within(dialog).getByRole('group', { name: 'On these days of the week' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Wed' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Mon' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Fri' }));
    await expect(preview(dialog)[0]).toBe('2024-03-15 Fri09:00');
  },
};

/** Monthly on the last three days: 29, 30, 31 March, then 28, 29, 30 April. */
export const MonthlyLastThreeDays: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Close the month');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Monthly, at the month end' }));
    const days = within(dialog).getByRole('group', { name: 'On these days of the month' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Third-to-last day' }));
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Second-to-last day' }));
    await expect(preview(dialog)).toEqual([
      '2024-03-29 Fri09:00',
      '2024-03-30 Sat09:00',
      '2024-03-31 Sun09:00',
      '2024-04-28 Sun09:00',
      '2024-04-29 Mon09:00',
    ]);
  },
};

/** Ends after 3 reminders: the preview says no more follow. */
export const AfterCount: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Renew the certificate');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'After a number of reminders' }));
    await userEvent.clear(field(dialog, 'Number of reminders'));
    await userEvent.type(field(dialog, 'Number of reminders'), '3');
    await expect(preview(dialog)).toHaveLength(3);
    await expect(within(dialog).getByText('No more after these.')).toBeVisible();
  },
};

/** Saved empty: the title and, for weekly, a weekday are required. */
export const ValidationErrors: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Weekly' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Wed' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await expect(await within(dialog).findByText('This field is required')).toBeVisible();
    await expect(within(dialog).getByText('Choose at least one day of the week')).toBeVisible();
  },
};

/** A one-off reminder in the past is refused. */
export const InThePast: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Call the bank');
    await userEvent.clear(field(dialog, 'At'));
    await userEvent.type(field(dialog, 'At'), '07:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await expect(await within(dialog).findByText('This time has passed: choose one to come')).toBeVisible();
    await expect(within(dialog).getByText('No reminder to come.')).toBeVisible();
  },
};

/** An active period that ends before it starts. */
export const RangeReversed: Story = {
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Check the overnight imports');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Daily' }));
    await userEvent.type(field(dialog, 'Start date'), '20240401');
    await userEvent.type(field(dialog, 'End date'), '20240301');
    await expect(await within(dialog).findByText('End time is before start time')).toBeVisible();
  },
};

/** Saving: the button is busy until the call answers. */
export const Saving: Story = {
  args: { server: 'pending' },
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Close the month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Save reminder' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

/** Saved: the dialog closes with the rule. */
export const Saved: Story = {
  play: async ({ canvas }) => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Close the month');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Monthly, at the month end' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('status', { name: 'Saved rule' })).toHaveTextContent('"days":[1]');
  },
};

/** The server refuses the time: on the field, everything entered kept. */
export const ServerFieldError: Story = {
  args: { server: 'fieldError' },
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Close the month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await expect(
      await within(dialog).findByText('Reminders are sent between 08:00 and 20:00 only'),
    ).toBeVisible();
    await expect(field(dialog, 'Title')).toHaveValue('Close the month');
  },
};

/** Any other failure: above the fields, the dialog stays. */
export const ServerFailure: Story = {
  args: { server: 'failure' },
  play: async () => {
    const dialog = await open();
    await userEvent.type(field(dialog, 'Title'), 'Close the month');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save reminder' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The operation failed.');
  },
};

/** Editing a saved rule: weekly on Tuesday and Thursday, 18:00, 10 reminders from 1 March. */
export const Edit: Story = {
  args: {
    initialRule: {
      title: 'Review the expense reports',
      firstAt: '2024-03-01 18:00',
      recurrence: { type: 'weekly', weekdays: [2, 4] },
      activeRange: { start: '2024-03-01', end: '2024-08-31' },
      end: { type: 'afterCount', count: 10 },
    },
  },
  play: async () => {
    const dialog = await open('Edit reminder…');
    await expect(within(dialog).getByRole('heading', { name: 'Edit reminder' })).toBeVisible();
    await expect(preview(dialog)[0]).toBe('2024-03-14 Thu18:00');
  },
};

/** Simplified Chinese: the weekdays in the language's own names. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: '每周' }));
    await expect(within(dialog).getByRole('checkbox', { name: '周一' })).not.toBeChecked();
  },
};

/** Dark theme, monthly. */
export const Dark: Story = {
  tags: ['!autodocs'],
  globals: { theme: 'dark' },
  play: async () => {
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Monthly, at the month end' }));
  },
};
