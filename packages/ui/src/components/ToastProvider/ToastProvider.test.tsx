// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OpsIntlProvider } from '../../i18n/intl';
import { ToastProvider } from './ToastProvider';
import { useToast, type ToastApi } from './useToast';

let toast: ToastApi;

function Capture() {
  toast = useToast();
  return null;
}

function renderToasts(options: { locale?: string; copy?: (text: string) => Promise<boolean> } = {}) {
  return render(
    <OpsIntlProvider locale={options.locale ?? 'en'}>
      <ToastProvider {...(options.copy ? { copy: options.copy } : {})}>
        <Capture />
      </ToastProvider>
    </OpsIntlProvider>,
  );
}

function showNow(call: () => unknown) {
  act(() => {
    call();
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('ToastProvider', () => {
  it('announces a success toast politely in a status role', () => {
    renderToasts();
    showNow(() => toast.success('Saved'));
    expect(screen.getByRole('status').textContent).toContain('Saved');
  });

  it('announces an error toast at once in an alert role', () => {
    renderToasts();
    showNow(() => toast.error('Save failed'));
    expect(screen.getByRole('alert').textContent).toContain('Save failed');
  });

  it('keeps an error toast for 6 seconds', () => {
    renderToasts();
    showNow(() => toast.error('Save failed'));
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByText('Save failed')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Save failed')).toBeNull();
  });

  it('removes a success toast after 3 seconds', () => {
    renderToasts();
    showNow(() => toast.success('Saved'));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('pauses while the pointer is on the toast and resumes with the time left', () => {
    renderToasts();
    showNow(() => toast.error('Save failed'));
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.mouseEnter(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.queryByText('Save failed')).not.toBeNull();
    fireEvent.mouseLeave(screen.getByRole('alert'));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByText('Save failed')).toBeNull();
  });

  it('pauses while focus is in the toast', () => {
    renderToasts();
    showNow(() => toast.info('Heads up'));
    act(() => screen.getByRole('button', { name: 'Close' }).focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(screen.getByRole('status').dataset.state).toBe('paused');
  });

  it('is dismissed with Escape', () => {
    renderToasts();
    showNow(() => toast.info('Heads up'));
    fireEvent.keyDown(screen.getByRole('status'), { key: 'Escape' });
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('is dismissed with its close button', () => {
    renderToasts();
    showNow(() => toast.warning('Careful'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Careful')).toBeNull();
  });

  it('moves focus to the newest toasts on F8', () => {
    renderToasts();
    showNow(() => toast.info('Heads up'));
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('status'));
  });

  it('shows the span id as spanId: ...', () => {
    renderToasts();
    showNow(() => toast.error('Save failed', { spanId: 'a1b2c3' }));
    expect(screen.getByRole('button', { name: 'spanId: a1b2c3' })).toBeTruthy();
  });

  it('copies the span id when the toast is clicked and says copy success', async () => {
    const copy = vi.fn(async () => true);
    renderToasts({ copy, locale: 'zh-CN' });
    showNow(() => toast.error('保存失败', { spanId: 'a1b2c3' }));
    await act(async () => {
      fireEvent.click(screen.getByText('保存失败'));
    });
    expect(copy).toHaveBeenCalledWith('a1b2c3');
    expect(screen.getByText('复制成功')).toBeTruthy();
  });

  it('says copy failed when the clipboard refuses', async () => {
    renderToasts({ copy: async () => false, locale: 'zh-CN' });
    showNow(() => toast.error('保存失败', { spanId: 'a1b2c3' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'spanId: a1b2c3' }));
    });
    expect(screen.getByText('复制失败')).toBeTruthy();
  });

  it('does not copy when the close button is pressed', () => {
    const copy = vi.fn(async () => true);
    renderToasts({ copy });
    showNow(() => toast.error('Save failed', { spanId: 'a1b2c3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(copy).not.toHaveBeenCalled();
  });

  it('replaces a toast shown again under the same id', () => {
    renderToasts();
    showNow(() => toast.info('Uploading 10%', { id: 'upload' }));
    showNow(() => toast.info('Uploading 60%', { id: 'upload' }));
    expect(screen.getAllByRole('status').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Uploading 60%'),
    ]);
  });

  it('keeps no more than the limit, dropping the oldest', () => {
    renderToasts();
    showNow(() => {
      for (let index = 1; index <= 6; index += 1) toast.info(`Message ${index}`);
    });
    expect(screen.queryByText('Message 1')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(5);
  });
});

describe('toastError', () => {
  it('shows the described message and span id of a failed call', () => {
    renderToasts();
    const describe = () => ({ message: 'tenantName: must not be blank', spanId: 'f00d' });
    showNow(() => toast.toastError(new Error('Request failed with status code 400'), describe));
    expect(screen.getByRole('alert').textContent).toContain('tenantName: must not be blank');
    expect(screen.getByText('spanId: f00d')).toBeTruthy();
  });

  it('shows an error that is already described as it is', () => {
    renderToasts();
    showNow(() => toast.toastError({ message: 'Contract is closed', spanId: 'beef' }));
    expect(screen.getByText('Contract is closed')).toBeTruthy();
  });

  it('falls back to the generic error text for anything else', () => {
    renderToasts();
    showNow(() => toast.toastError('boom'));
    expect(screen.getByText('The operation failed. Please retry, or contact an administrator.')).toBeTruthy();
  });

  it('stays 6 seconds like every error toast', () => {
    renderToasts();
    showNow(() => toast.toastError({ message: 'Contract is closed' }));
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.queryByText('Contract is closed')).toBeNull();
  });
});

describe('useToast', () => {
  it('refuses to work without a ToastProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Capture />)).toThrow('ToastProvider');
  });
});
