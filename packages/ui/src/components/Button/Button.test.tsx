// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { announcerRegion } from '../../a11y/announce';
import { renderInUi } from '../../test/renderInUi';
import { Button } from './Button';
import { PlusIcon } from './test/icons';

describe('Button', () => {
  it('is a real button of type "button" unless told', () => {
    renderInUi(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
  });

  it('submits its form when its type is "submit"', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderInUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows its variant and size as data attributes', () => {
    renderInUi(
      <Button variant="danger" size="lg">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect([button.dataset.variant, button.dataset.size]).toEqual(['danger', 'lg']);
  });

  it('calls onClick from the keyboard (Enter and Space)', async () => {
    const onClick = vi.fn();
    renderInUi(<Button onClick={onClick}>Save</Button>);
    screen.getByRole('button').focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while loading', async () => {
    const onClick = vi.fn();
    renderInUi(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    renderInUi(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Save
        </Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('stays focusable while loading, marked busy and disabled for assistive technology', () => {
    renderInUi(<Button loading>Save</Button>);
    const button = screen.getByRole('button');
    button.focus();
    expect([
      document.activeElement === button,
      button.getAttribute('aria-busy'),
      button.getAttribute('aria-disabled'),
    ]).toEqual([true, 'true', 'true']);
  });

  it('announces that it is working, in the current language, through the page live region', async () => {
    renderInUi(<Button loading>保存</Button>, 'zh-CN');
    await waitFor(() => expect(announcerRegion()?.textContent).toBe('处理中，请稍候'));
  });

  it('holds no live region itself, so a modal that hides the page hides all of it', () => {
    renderInUi(<Button loading>Save</Button>);
    expect(screen.getByRole('button').querySelector('[aria-live]')).toBeNull();
  });

  it('keeps its text in the layout while loading, so its width does not change', () => {
    renderInUi(<Button loading>Save changes</Button>);
    expect(screen.getByText('Save changes').closest('button')).toBe(screen.getByRole('button'));
  });

  it('keeps its name while loading', () => {
    renderInUi(<Button loading>Save changes</Button>);
    expect(screen.getByRole('button', { name: /^Save changes/ })).toBeTruthy();
  });

  it('keeps its icons out of the accessible name', () => {
    renderInUi(
      <Button iconStart={<PlusIcon />} iconEnd={<PlusIcon />}>
        Add
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('does not call onClick when disabled', async () => {
    const onClick = vi.fn();
    renderInUi(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('forwards its ref to the <button>', () => {
    const ref = { current: null as HTMLButtonElement | null };
    renderInUi(<Button ref={ref}>Save</Button>);
    expect(ref.current).toBe(screen.getByRole('button'));
  });
});
