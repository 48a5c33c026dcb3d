// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Descriptions, isEmptyValue, type DescriptionItem } from './Descriptions';
import { COPY_FEEDBACK_MS } from './useCopyToClipboard';

const items: readonly DescriptionItem[] = [
  { key: 'name', label: 'Tenant name', value: 'Acme Travel' },
  { key: 'code', label: 'Tenant code', value: 'ACME-0001', copyable: true },
  { key: 'contact', label: 'Contact', value: null },
  { key: 'remark', label: 'Remark', value: 'Renewed every year.', span: 'row' },
  { key: 'owner', label: 'Owner', value: 'Wang Fang', span: 2 },
];

afterEach(() => {
  vi.restoreAllMocks();
});

const valueOf = (label: string) => screen.getByText(label).nextElementSibling as HTMLElement;

describe('Descriptions', () => {
  it('pairs each label with its value in a description list', () => {
    renderInUi(<Descriptions items={items} />);
    expect(screen.getByText('Tenant name').tagName).toBe('DT');
    expect(valueOf('Tenant name').textContent).toBe('Acme Travel');
  });

  it('shows an empty value as a dash hidden from assistive technology, read as "No value"', () => {
    renderInUi(<Descriptions items={items} />);
    const value = valueOf('Contact');
    expect(within(value).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(within(value).getByText('No value')).toBeTruthy();
  });

  it('reads an empty value in the current language', () => {
    renderInUi(<Descriptions items={items} />, 'zh-TW');
    expect(within(valueOf('Contact')).getByText('無內容')).toBeTruthy();
  });

  it('treats null, undefined, an empty string and an empty list as empty, and 0 as a value', () => {
    expect([null, undefined, '', [], 0].map((value) => isEmptyValue(value))).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('lays out 3 columns by default and follows columns', () => {
    const { container, rerender } = renderInUi(<Descriptions items={items} />);
    expect(container.querySelector('dl')?.dataset.columns).toBe('3');
    rerender(<Descriptions items={items} columns={2} />);
    expect(container.querySelector('dl')?.dataset.columns).toBe('2');
  });

  it('lets an item span columns, never more than there are', () => {
    renderInUi(
      <Descriptions items={[{ key: 'a', label: 'Address', value: 'Shanghai', span: 4 }]} columns={2} />,
    );
    expect(screen.getByText('Address').parentElement?.dataset.span).toBe('2');
  });

  it('lets an item fill its row', () => {
    renderInUi(<Descriptions items={items} />);
    expect(screen.getByText('Remark').parentElement?.dataset.span).toBe('row');
  });

  it('copies a copyable value and says so', async () => {
    const user = userEvent.setup();
    renderInUi(<Descriptions items={items} />);
    await user.click(screen.getByRole('button', { name: 'Copy Tenant code' }));
    expect(await navigator.clipboard.readText()).toBe('ACME-0001');
    expect(within(valueOf('Tenant code')).getByRole('status').textContent).toBe('Copied');
  });

  it('copies the given text when copyable is a string', async () => {
    const user = userEvent.setup();
    renderInUi(
      <Descriptions items={[{ key: 'id', label: 'Tenant id', value: <b>Acme (42)</b>, copyable: '42' }]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy Tenant id' }));
    expect(await navigator.clipboard.readText()).toBe('42');
  });

  it('says "Copy failed" when the browser refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderInUi(<Descriptions items={items} />);
    await user.click(screen.getByRole('button', { name: 'Copy Tenant code' }));
    expect(within(valueOf('Tenant code')).getByRole('status').textContent).toBe('Copy failed');
  });

  it('clears the copy message after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      renderInUi(<Descriptions items={items} />);
      await user.click(screen.getByRole('button', { name: 'Copy Tenant code' }));
      act(() => vi.advanceTimersByTime(COPY_FEEDBACK_MS));
      expect(within(valueOf('Tenant code')).getByRole('status').textContent).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it('offers no copy button on an item that is not copyable', () => {
    renderInUi(<Descriptions items={items} />);
    expect(within(valueOf('Tenant name')).queryByRole('button')).toBeNull();
  });

  it('shows a title as a heading above the list', () => {
    renderInUi(<Descriptions items={items} title="Basic information" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Basic information' })).toBeTruthy();
  });
});
