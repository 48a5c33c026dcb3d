// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { ConfirmProvider } from '../ConfirmProvider/ConfirmProvider';
import { useUnsavedChangesPrompt, type UnsavedChangesPrompt } from './useUnsavedChangesPrompt';

let prompt: UnsavedChangesPrompt;

function Page({ dirty }: { dirty: boolean }) {
  prompt = useUnsavedChangesPrompt(dirty);
  return null;
}

function leave() {
  let answer!: Promise<boolean>;
  act(() => {
    answer = prompt.confirmLeave();
  });
  return answer;
}

describe('useUnsavedChangesPrompt', () => {
  it('lets the router leave at once without unsaved changes', async () => {
    renderInUi(
      <ConfirmProvider>
        <Page dirty={false} />
      </ConfirmProvider>,
    );
    await expect(leave()).resolves.toBe(true);
  });

  it('asks before leaving unsaved changes, in the interface language', async () => {
    renderInUi(
      <ConfirmProvider>
        <Page dirty />
      </ConfirmProvider>,
      'zh-CN',
    );
    void leave();
    expect(await screen.findByRole('alertdialog', { name: '离开此页面？' })).toBeTruthy();
  });

  it('stays when the user chooses to stay', async () => {
    renderInUi(
      <ConfirmProvider>
        <Page dirty />
      </ConfirmProvider>,
    );
    const answer = leave();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Stay' }));
    await expect(answer).resolves.toBe(false);
  });

  it('leaves when the user confirms', async () => {
    renderInUi(
      <ConfirmProvider>
        <Page dirty />
      </ConfirmProvider>,
    );
    const answer = leave();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Leave' }));
    await expect(answer).resolves.toBe(true);
  });
});
