// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Tag } from './Tag';

describe('Tag', () => {
  it('shows its text', () => {
    renderInUi(<Tag>Finance</Tag>);
    expect(screen.getByText('Finance')).toBeTruthy();
  });

  it('has no remove button unless closable', () => {
    renderInUi(<Tag>Finance</Tag>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('names its remove button after its text', () => {
    renderInUi(<Tag closable>Finance</Tag>);
    expect(screen.getByRole('button', { name: 'Remove Finance' })).toBeTruthy();
  });

  it('names its remove button in the current language', () => {
    renderInUi(<Tag closable>财务</Tag>, 'zh-CN');
    expect(screen.getByRole('button', { name: '移除 财务' })).toBeTruthy();
  });

  it('calls onClose with a click on the remove button', async () => {
    const onClose = vi.fn();
    renderInUi(
      <Tag closable onClose={onClose}>
        Finance
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose with Delete or Backspace on the remove button', async () => {
    const onClose = vi.fn();
    renderInUi(
      <Tag closable onClose={onClose}>
        Finance
      </Tag>,
    );
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Delete}{Backspace}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('does not call onClose when disabled', async () => {
    const onClose = vi.fn();
    renderInUi(
      <Tag closable disabled onClose={onClose}>
        Finance
      </Tag>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows its tone as data-tone', () => {
    renderInUi(<Tag tone="success">Paid</Tag>);
    expect(screen.getByText('Paid').parentElement?.dataset.tone).toBe('success');
  });
});
