// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../components/Button';
import { ReminderDialog, type ReminderDialogProps } from './ReminderDialog';
import type { ReminderRule } from './reminderRule';
import { renderPersonal } from './test/renderPersonal';

const NOW = '2024-03-13 08:00'; // a Wednesday

async function openDialog(props: Partial<ReminderDialogProps> = {}, locale = 'en') {
  const user = userEvent.setup();
  const onSave = props.onSave ?? vi.fn<(rule: ReminderRule) => Promise<void>>(() => Promise.resolve());
  renderPersonal(
    <ReminderDialog trigger={<Button>Remind me</Button>} now={NOW} {...props} onSave={onSave} />,
    locale,
  );
  await user.click(screen.getByRole('button', { name: 'Remind me' }));
  return { user, onSave, dialog: screen.getByRole('dialog') };
}

const input = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

function preview() {
  const region = screen.getByRole('region', { name: 'Next reminders' });
  return within(region)
    .queryAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('ReminderDialog', () => {
  it('opens as New reminder with the focus on the title', async () => {
    await openDialog();
    expect(screen.getByRole('dialog', { name: 'New reminder' })).toBeTruthy();
    expect(document.activeElement).toBe(input('Title'));
  });

  it('previews a one-off reminder today at 09:00 and says no more follow', async () => {
    await openDialog();
    expect(preview()).toEqual(['2024-03-13 Wed09:00']);
    expect(screen.getByText('No more after these.')).toBeTruthy();
  });

  it('asks for weekdays when weekly, today’s checked, and previews the chosen days', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    const days = screen.getByRole('group', { name: 'On these days of the week' });
    expect(within(days).getByRole('checkbox', { name: 'Wed' })).toHaveProperty('checked', true);
    await user.click(within(days).getByRole('checkbox', { name: 'Wed' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Mon' }));
    await user.click(within(days).getByRole('checkbox', { name: 'Fri' }));
    expect(preview()).toEqual([
      '2024-03-15 Fri09:00',
      '2024-03-18 Mon09:00',
      '2024-03-22 Fri09:00',
      '2024-03-25 Mon09:00',
      '2024-03-29 Fri09:00',
    ]);
  });

  it('offers the last three days of the month and previews them', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Monthly, at the month end' }));
    const days = screen.getByRole('group', { name: 'On these days of the month' });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Third-to-last day', 'Second-to-last day', 'Last day']);
    await user.click(within(days).getByRole('checkbox', { name: 'Third-to-last day' }));
    expect(preview().slice(0, 4)).toEqual([
      '2024-03-29 Fri09:00',
      '2024-03-31 Sun09:00',
      '2024-04-28 Sun09:00',
      '2024-04-30 Tue09:00',
    ]);
  });

  it('fills the active period from a quick range ahead', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('button', { name: 'Next 3 months' }));
    expect([input('Start date').value, input('End date').value]).toEqual(['2024-03-13', '2024-06-13']);
  });

  it('stops the preview at the end of the active period', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.type(input('End date'), '20240315');
    expect(preview()).toEqual(['2024-03-13 Wed09:00', '2024-03-14 Thu09:00', '2024-03-15 Fri09:00']);
  });

  it('stops the preview after the number of reminders asked for', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.click(screen.getByRole('radio', { name: 'After a number of reminders' }));
    await user.clear(input('Number of reminders'));
    await user.type(input('Number of reminders'), '2');
    expect(preview()).toEqual(['2024-03-13 Wed09:00', '2024-03-14 Thu09:00']);
  });

  it('saves the rule, closes and gives the focus back', async () => {
    const { user, onSave } = await openDialog();
    await user.type(input('Title'), 'Month-end close');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Mon' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSave).toHaveBeenCalledWith({
      title: 'Month-end close',
      firstAt: '2024-03-13 09:00',
      recurrence: { type: 'weekly', weekdays: [1, 3] },
      activeRange: { start: null, end: null },
      end: { type: 'rangeEnd' },
    });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remind me' }));
  });

  it('changes the time of day', async () => {
    const { user, onSave } = await openDialog();
    await user.type(input('Title'), 'Call');
    await user.clear(input('At'));
    await user.type(input('At'), '18:30');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ firstAt: '2024-03-13 18:30' })),
    );
  });

  it('requires a title', async () => {
    const { user, onSave } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    await waitFor(() => expect(input('Title').getAttribute('aria-invalid')).toBe('true'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('requires a weekday for a weekly reminder', async () => {
    const { user, onSave } = await openDialog();
    await user.type(input('Title'), 'Call');
    await user.click(screen.getByRole('radio', { name: 'Weekly' }));
    await user.click(screen.getByRole('checkbox', { name: 'Wed' }));
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Choose at least one day of the week')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses a one-off reminder in the past', async () => {
    const { user, onSave } = await openDialog();
    await user.type(input('Title'), 'Call');
    await user.clear(input('At'));
    await user.type(input('At'), '07:00');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('This time has passed: choose one to come')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('refuses an active period that ends before it starts', async () => {
    const { user, onSave } = await openDialog();
    await user.type(input('Title'), 'Call');
    await user.click(screen.getByRole('radio', { name: 'Daily' }));
    await user.type(input('Start date'), '20240401');
    await user.type(input('End date'), '20240301');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('End time is before start time')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's field errors on the fields and keeps what was entered", async () => {
    const rejection = { body: { validationErrors: [{ field: 'firstAt', message: 'Outside office hours' }] } };
    const { user } = await openDialog({ onSave: () => Promise.reject(rejection) });
    await user.type(input('Title'), 'Call');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect(await screen.findByText('Outside office hours')).toBeTruthy();
    expect(input('First reminder on').getAttribute('aria-invalid')).toBe('true');
    expect(input('Title').value).toBe('Call');
  });

  it('shows any other failure above the fields and stays open', async () => {
    const { user } = await openDialog({ onSave: () => Promise.reject(new Error('502')) });
    await user.type(input('Title'), 'Call');
    await user.click(screen.getByRole('button', { name: 'Save reminder' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The operation failed.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('edits an existing reminder', async () => {
    await openDialog({
      initialRule: {
        title: 'Expenses',
        firstAt: '2024-04-01 18:05',
        recurrence: { type: 'monthlyLastDays', days: [1] },
        activeRange: { start: null, end: null },
        end: { type: 'afterCount', count: 3 },
      },
    });
    expect(screen.getByRole('dialog', { name: 'Edit reminder' })).toBeTruthy();
    expect([input('Title').value, input('At').value, input('Number of reminders').value]).toEqual([
      'Expenses',
      '18:05',
      '3',
    ]);
    expect(preview()).toEqual(['2024-04-30 Tue18:05', '2024-05-31 Fri18:05', '2024-06-30 Sun18:05']);
  });

  it('chooses the recurrence with the arrow keys', async () => {
    const { user } = await openDialog();
    screen.getByRole('radio', { name: 'Does not repeat' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Daily' })).toHaveProperty('checked', true);
  });

  it('names the weekdays in the interface language', async () => {
    const { user } = await openDialog({}, 'zh-CN');
    await user.click(screen.getByRole('radio', { name: '每周' }));
    expect(screen.getByRole('checkbox', { name: '周一' })).toBeTruthy();
  });
});
