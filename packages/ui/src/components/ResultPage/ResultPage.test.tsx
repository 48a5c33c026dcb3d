// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uiLocales } from '../../i18n';
import { renderInUi } from '../../test/renderInUi';
import { ResultPage, resultStatuses } from './ResultPage';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ResultPage', () => {
  it.each([
    [403, 'Access denied', 'You do not have permission to view this page. Ask an administrator to grant it.'],
    [
      404,
      'Page not found',
      'The page you asked for does not exist or has moved. Check the address, or go back to the home page.',
    ],
    [500, 'Server error', 'The server ran into a problem. Please retry, or contact an administrator.'],
  ] as const)('gives %s its title as the page heading and its reason', (status, title, reason) => {
    renderInUi(<ResultPage status={status} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(reason)).toBeTruthy();
  });

  it.each(uiLocales)('has a title and a reason for every status in %s', (locale) => {
    for (const status of resultStatuses) {
      const { unmount } = renderInUi(<ResultPage status={status} />, locale);
      expect(screen.queryByText('#')).toBeNull();
      unmount();
    }
  });

  it('shows the status code', () => {
    renderInUi(<ResultPage status={404} />);
    expect(screen.getByText('404')).toBeTruthy();
  });

  it('shows a 500 span id', () => {
    renderInUi(<ResultPage status={500} spanId="7f3a9c2e1b" />);
    expect(screen.getByText('spanId: 7f3a9c2e1b')).toBeTruthy();
  });

  it('copies the span id and says so', async () => {
    const user = userEvent.setup();
    renderInUi(<ResultPage status={500} spanId="7f3a9c2e1b" />);
    await user.click(screen.getByRole('button', { name: 'Copy the spanId' }));
    expect(await navigator.clipboard.readText()).toBe('7f3a9c2e1b');
    expect(screen.getByRole('status').textContent).toBe('Copied');
  });

  it('says "Copy failed" when the browser refuses the clipboard', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderInUi(<ResultPage status={500} spanId="7f3a9c2e1b" />);
    await user.click(screen.getByRole('button', { name: 'Copy the spanId' }));
    expect(screen.getByRole('status').textContent).toBe('Copy failed');
  });

  it('shows no span id on a 403 or a 404', () => {
    renderInUi(<ResultPage status={404} spanId="7f3a9c2e1b" />);
    expect(screen.queryByText(/spanId/)).toBeNull();
  });

  it('links back to the home page when given homeHref', () => {
    renderInUi(<ResultPage status={404} homeHref="/main/dashboard" />);
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe(
      '/main/dashboard',
    );
  });

  it('retries from its Retry button', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderInUi(<ResultPage status={500} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('lets the caller replace the reason', () => {
    renderInUi(<ResultPage status={403} reason="This page needs the finance-receivables menu." />);
    expect(screen.getByText('This page needs the finance-receivables menu.')).toBeTruthy();
  });

  it('adds the caller’s actions', () => {
    renderInUi(<ResultPage status={403} actions={<a href="mailto:ops@example.com">Ask for access</a>} />);
    expect(screen.getByRole('link', { name: 'Ask for access' })).toBeTruthy();
  });

  it('has no actions bar without actions', () => {
    renderInUi(<ResultPage status={403} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
