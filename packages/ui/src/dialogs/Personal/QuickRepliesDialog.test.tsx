// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from '../../components/ConfirmProvider';
import { QuickRepliesDialog, type QuickRepliesDialogProps } from './QuickRepliesDialog';
import { QuickReplyStoreError, type QuickReply } from './quickReplies';
import { renderPersonal } from './test/renderPersonal';
import {
  createStoryStore,
  replyReplies,
  signOffReplies,
  type StoryStoreOptions,
} from './test/storyQuickRepliesStore';

async function openDialog(
  options: StoryStoreOptions = { replies: signOffReplies },
  props: Partial<QuickRepliesDialogProps> = {},
) {
  const user = userEvent.setup();
  const fake = createStoryStore(options);
  renderPersonal(
    <ConfirmProvider>
      <QuickRepliesDialog kind="signOff" store={fake.store} defaultOpen {...props} />
    </ConfirmProvider>,
  );
  const dialog = screen.getByRole('dialog');
  return { user, dialog, ...fake };
}

async function listed() {
  const list = await screen.findByRole('list', { name: 'Saved quick replies' });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('p')?.textContent);
}

const editor = () => screen.getByRole('textbox');
const rowOf = (text: string) => screen.getByText(text).closest('li') as HTMLElement;
const button = (text: string, name: string) => within(rowOf(text)).getByRole('button', { name });

describe('QuickRepliesDialog', () => {
  it('is named after the kind and states its limit', async () => {
    await openDialog();
    const dialog = screen.getByRole('dialog', { name: 'Quick replies for sign-off opinions' });
    expect(dialog.getAttribute('aria-describedby')).toBe(
      screen.getByText(/Up to 500 characters each/).getAttribute('id'),
    );
  });

  it("lists the kind's replies in the stored order", async () => {
    await openDialog({ replies: [...replyReplies, ...signOffReplies] });
    expect(await listed()).toEqual(signOffReplies.map((reply) => reply.text));
  });

  it('says so while loading', async () => {
    await openDialog({ replies: signOffReplies, delayMs: 50 });
    expect(screen.getByText('Loading the quick replies…')).toBeTruthy();
    await listed();
  });

  it('shows an empty state without replies', async () => {
    await openDialog({ replies: [] });
    expect(await screen.findByText('No quick replies yet')).toBeTruthy();
  });

  it('offers a retry when the replies cannot be loaded', async () => {
    const { user, store } = await openDialog({
      replies: signOffReplies,
      failing: { list: new Error('502') },
    });
    expect(await screen.findByText('The quick replies could not be loaded.')).toBeTruthy();
    vi.spyOn(store, 'list').mockResolvedValueOnce([{ id: 'x', kind: 'signOff', text: 'Back again' }]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await listed()).toEqual(['Back again']);
  });

  it("gives the editor the kind's character limit", async () => {
    await openDialog({ replies: [] }, { kind: 'reply' });
    expect(screen.getByText('0/200')).toBeTruthy();
  });

  it('adds a reply at the end and empties the editor', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.type(editor(), 'Approved with comments.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect((await listed()).at(-1)).toBe('Approved with comments.'));
    expect(calls.at(-1)).toEqual({
      call: 'save',
      argument: { kind: 'signOff', text: 'Approved with comments.' },
    });
    expect((editor() as HTMLTextAreaElement).value).toBe('');
  });

  it('tells the caller the replies after a change', async () => {
    const onRepliesChange = vi.fn<(replies: readonly QuickReply[]) => void>();
    const { user } = await openDialog({ replies: [] }, { onRepliesChange });
    await screen.findByText('No quick replies yet');
    await user.type(editor(), 'Approved.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(onRepliesChange).toHaveBeenCalledWith([{ id: 'new-1', kind: 'signOff', text: 'Approved.' }]),
    );
  });

  it('requires text', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.type(editor(), '   ');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(calls.some((call) => call.call === 'save')).toBe(false);
  });

  it('refuses a duplicate before calling the store', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.type(editor(), 'approved.');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This quick reply already exists')).toBeTruthy();
    expect(calls.some((call) => call.call === 'save')).toBe(false);
  });

  it("shows the store's own duplicate refusal on the field and keeps the text", async () => {
    const { user } = await openDialog({
      replies: signOffReplies,
      failing: { save: new QuickReplyStoreError('duplicate') },
    });
    await listed();
    await user.type(editor(), 'Added in another tab');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('This quick reply already exists')).toBeTruthy();
    expect((editor() as HTMLTextAreaElement).value).toBe('Added in another tab');
  });

  it('says the browser storage is full and keeps the text', async () => {
    const { user } = await openDialog({ replies: signOffReplies, quota: 300 });
    await listed();
    await user.type(editor(), 'A reply that no longer fits in the storage');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The browser’s storage is full');
    expect((editor() as HTMLTextAreaElement).value).toBe('A reply that no longer fits in the storage');
  });

  it('edits a reply in its place and gives the focus back to its Edit button', async () => {
    const { user } = await openDialog();
    await listed();
    await user.click(button('Approved.', 'Edit'));
    expect(screen.getByRole('textbox', { name: 'Edit the quick reply' })).toBe(document.activeElement);
    await user.clear(editor());
    await user.type(editor(), 'Approved, thank you.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect((await listed())[0]).toBe('Approved, thank you.'));
    await waitFor(() => expect(document.activeElement).toBe(button('Approved, thank you.', 'Edit')));
  });

  it('cancels editing without saving', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.click(button('Approved.', 'Edit'));
    await user.type(editor(), ' more');
    await user.click(screen.getByRole('button', { name: 'Cancel editing' }));
    expect(screen.getByRole('textbox', { name: 'New quick reply' })).toHaveProperty('value', '');
    expect(calls.some((call) => call.call === 'save')).toBe(false);
  });

  it('moves a reply down and keeps the focus on its button', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.click(button('Approved.', 'Move down'));
    expect(await listed()).toEqual([signOffReplies[1]?.text, 'Approved.', signOffReplies[2]?.text]);
    expect(calls.at(-1)).toEqual({ call: 'reorder', argument: ['seed-2', 'seed-1', 'seed-3'] });
    await waitFor(() => expect(document.activeElement).toBe(button('Approved.', 'Move down')));
  });

  it('moves a reply up with Alt+ArrowUp', async () => {
    const { user } = await openDialog();
    await listed();
    button(signOffReplies[2]?.text ?? '', 'Edit').focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect((await listed())[1]).toBe(signOffReplies[2]?.text);
  });

  it('cannot move the first reply up or the last one down', async () => {
    await openDialog();
    await listed();
    expect(button('Approved.', 'Move up')).toHaveProperty('disabled', true);
    expect(button(signOffReplies[2]?.text ?? '', 'Move down')).toHaveProperty('disabled', true);
  });

  it('undoes a move the store refused and says why', async () => {
    const { user } = await openDialog({
      replies: signOffReplies,
      failing: { reorder: new Error('socket hang up') },
    });
    await listed();
    await user.click(button('Approved.', 'Move down'));
    expect((await screen.findByRole('alert')).textContent).toContain('The operation failed.');
    expect(await listed()).toEqual(signOffReplies.map((reply) => reply.text));
  });

  it('deletes a reply once confirmed and moves the focus to the next one', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.click(button('Approved.', 'Delete'));
    const question = await screen.findByRole('alertdialog', { name: 'Delete this quick reply?' });
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(async () =>
      expect(await listed()).toEqual(signOffReplies.slice(1).map((reply) => reply.text)),
    );
    expect(calls.at(-1)).toEqual({ call: 'remove', argument: 'seed-1' });
    await waitFor(() => expect(document.activeElement).toBe(button(signOffReplies[1]?.text ?? '', 'Delete')));
  });

  it('keeps a reply when the deletion is cancelled', async () => {
    const { user, calls } = await openDialog();
    await listed();
    await user.click(button('Approved.', 'Delete'));
    const question = await screen.findByRole('alertdialog');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(await listed()).toHaveLength(3);
    expect(calls.some((call) => call.call === 'remove')).toBe(false);
  });

  it('names each row action after its reply for assistive technology', async () => {
    await openDialog();
    await listed();
    const edit = button('Approved.', 'Edit');
    expect(document.getElementById(edit.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Approved.',
    );
  });
});
