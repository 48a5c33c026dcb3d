// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { announcerRegion } from '../../a11y/announce';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { OpinionField, type OpinionFieldProps } from './OpinionField';
import type { QuickRepliesStore } from './quickReplies';
import { renderPersonal } from './test/renderPersonal';
import { createStoryStore, replyReplies, type StoryStoreOptions } from './test/storyQuickRepliesStore';

interface SetupOptions extends StoryStoreOptions {
  readonly props?: Partial<OpinionFieldProps>;
}

function setup({ props = {}, ...options }: SetupOptions = { replies: replyReplies }) {
  const user = userEvent.setup();
  const fake = createStoryStore(options);
  renderPersonal(
    <ConfirmProvider>
      <OpinionField kind="reply" store={fake.store} {...props} />
    </ConfirmProvider>,
  );
  const textarea = screen.getByRole('textbox') as HTMLTextAreaElement;
  return { user, textarea, ...fake };
}

async function pick(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(screen.getByRole('button', { name: 'Quick replies' }));
  const panel = await screen.findByRole('dialog', { name: 'Insert a quick reply' });
  await user.click(await within(panel).findByRole('button', { name: text }));
}

const notice = () => document.querySelector('[data-notice]')?.textContent;

describe('OpinionField', () => {
  it('labels a reply opinion and limits it to 200 characters', () => {
    setup();
    expect(screen.getByRole('textbox', { name: 'Reply opinion' })).toBeTruthy();
    expect(screen.getByText('0/200')).toBeTruthy();
  });

  it('limits a sign-off opinion to 500 characters', () => {
    setup({ props: { kind: 'signOff' } });
    expect(screen.getByRole('textbox', { name: 'Sign-off opinion' })).toBeTruthy();
    expect(screen.getByText('0/500')).toBeTruthy();
  });

  it('lists the quick replies of its kind in a popover, the focus on the first', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    const panel = await screen.findByRole('dialog', { name: 'Insert a quick reply' });
    const first = await within(panel).findByRole('button', { name: 'Noted, thank you.' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
  });

  it('moves between the quick replies with the arrow keys', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    await screen.findByRole('button', { name: 'Noted, thank you.' });
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Please attach the original receipt.');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Noted, thank you.');
  });

  it('inserts a quick reply at the caret', async () => {
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: 'OK. See you.' } });
    textarea.focus();
    textarea.setSelectionRange(4, 4);
    await pick(user, 'Noted, thank you.');
    expect(textarea.value).toBe('OK. Noted, thank you.See you.');
  });

  it('appends a quick reply to an opinion the user has not been in yet', async () => {
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: 'OK.' } });
    await pick(user, 'Noted, thank you.');
    expect(textarea.value).toBe('OK.Noted, thank you.');
  });

  it('replaces the selected text', async () => {
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: 'Dear team, XXX' } });
    textarea.focus();
    textarea.setSelectionRange(11, 14);
    await pick(user, 'Noted, thank you.');
    expect(textarea.value).toBe('Dear team, Noted, thank you.');
  });

  it('gives the focus back to the opinion with the caret after the reply', async () => {
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: 'Hi ' } });
    textarea.focus();
    textarea.setSelectionRange(3, 3);
    await pick(user, 'Noted, thank you.');
    await waitFor(() => expect(document.activeElement).toBe(textarea));
    expect([textarea.selectionStart, textarea.selectionEnd]).toEqual([20, 20]);
  });

  it('announces an insertion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await pick(user, 'Noted, thank you.');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(announcerRegion('polite')?.textContent).toBe('Quick reply inserted');
    vi.useRealTimers();
  });

  it('shortens a reply longer than the room left and says so', async () => {
    const start = 'x'.repeat(190);
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: start } });
    await pick(user, 'Please attach the original receipt.');
    expect(textarea.value).toBe(`${start}Please att`);
    expect(notice()).toBe(
      'The opinion takes 200 characters at most: only the first 10 of the quick reply’s 35 were inserted.',
    );
  });

  it('refuses a reply longer than the room left when told to, and says so', async () => {
    const start = 'x'.repeat(190);
    const { user, textarea } = setup({
      replies: replyReplies,
      props: { defaultValue: start, overflow: 'refuse' },
    });
    await pick(user, 'Please attach the original receipt.');
    expect(textarea.value).toBe(start);
    expect(notice()).toBe(
      'The quick reply was not inserted: it needs 35 characters and the opinion has 10 left of 200.',
    );
  });

  it('refuses any reply when the opinion is full', async () => {
    const full = 'x'.repeat(200);
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: full } });
    await pick(user, 'Noted, thank you.');
    expect(textarea.value).toBe(full);
    expect(notice()).toBe('The quick reply was not inserted: the opinion is at its limit of 200 characters.');
  });

  it('ties the message to the opinion and clears it when the user types', async () => {
    const { user, textarea } = setup({ replies: replyReplies, props: { defaultValue: 'x'.repeat(200) } });
    await pick(user, 'Noted, thank you.');
    expect(textarea.getAttribute('aria-describedby')).toContain(document.querySelector('[data-notice]')?.id);
    await user.type(textarea, '{Backspace}');
    expect(notice()).toBeUndefined();
  });

  it('calls onChange with the text, inserted or typed', async () => {
    function Controlled({ onChange }: { onChange: (value: string) => void }) {
      const [value, setValue] = useState('');
      return (
        <OpinionField
          kind="reply"
          store={store}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const { store } = createStoryStore({ replies: replyReplies });
    const onChange = vi.fn();
    const user = userEvent.setup();
    renderPersonal(<Controlled onChange={onChange} />);
    await user.type(screen.getByRole('textbox'), 'A');
    await pick(user, 'Noted, thank you.');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['A', 'ANoted, thank you.']);
  });

  it('says when there are no quick replies yet', async () => {
    const { user } = setup({ replies: [] });
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    expect(await screen.findByText('No quick replies yet')).toBeTruthy();
  });

  it('offers a retry when the quick replies cannot be loaded', async () => {
    const { user, store } = setup({ replies: replyReplies, failing: { list: new Error('502') } });
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    expect(await screen.findByText('The quick replies could not be loaded.')).toBeTruthy();
    vi.spyOn(store as QuickRepliesStore, 'list').mockResolvedValueOnce([
      { id: 'a', kind: 'reply', text: 'Back' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('opens the manage dialog and offers a reply added there', async () => {
    const { user } = setup({ replies: [] });
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    await user.click(await screen.findByRole('button', { name: 'Manage quick replies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick replies for reply opinions' });
    await within(dialog).findByText('No quick replies yet');
    await user.type(within(dialog).getByRole('textbox'), 'Thanks, approved.');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await within(dialog).findByText('Thanks, approved.', { selector: 'p' });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Quick replies' }));
    await user.click(screen.getByRole('button', { name: 'Quick replies' }));
    expect(await screen.findByRole('button', { name: 'Thanks, approved.' })).toBeTruthy();
  });

  it('offers no quick replies while disabled', () => {
    setup({ replies: replyReplies, props: { disabled: true } });
    expect(screen.getByRole('button', { name: 'Quick replies' })).toHaveProperty('disabled', true);
  });
});
