// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { ErrorBoundary } from './ErrorBoundary';

function Broken({ fail = true }: { fail?: boolean }): string {
  if (fail) throw new Error('cannot read properties of undefined');
  return 'Tenant summary';
}

beforeEach(() => {
  // React logs every caught render error; the tests assert what the boundary does instead.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it('renders its children while they work', () => {
    renderInUi(
      <ErrorBoundary>
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Tenant summary')).toBeTruthy();
  });

  it('renders nothing for a broken component', () => {
    const { container } = renderInUi(
      <div data-testid="page">
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </div>,
    );
    expect(container.querySelector('[data-testid="page"]')?.innerHTML).toBe('');
  });

  it('keeps the rest of the page', () => {
    renderInUi(
      <>
        <h1>Tenant</h1>
        <ErrorBoundary>
          <Broken />
        </ErrorBoundary>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Tenant' })).toBeTruthy();
  });

  it('reports the failure through onError', () => {
    const onError = vi.fn();
    renderInUi(
      <ErrorBoundary onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'cannot read properties of undefined' }),
      expect.objectContaining({ componentStack: expect.stringContaining('Broken') }),
    );
  });

  it('shows a given fallback', () => {
    renderInUi(
      <ErrorBoundary fallback={<p>Could not show the summary</p>}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Could not show the summary')).toBeTruthy();
  });

  it('renders the children again when the fallback resets', () => {
    let fail = true;
    function Flaky() {
      return <Broken fail={fail} />;
    }
    renderInUi(
      <ErrorBoundary
        fallback={({ reset }) => (
          <button type="button" onClick={() => ((fail = false), reset())}>
            Retry
          </button>
        )}
      >
        <Flaky />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Tenant summary')).toBeTruthy();
  });

  it('renders the children again when a reset key changes', () => {
    const { rerender } = renderInUi(
      <ErrorBoundary resetKeys={['tenant-1']}>
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary resetKeys={['tenant-2']}>
        <Broken fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Tenant summary')).toBeTruthy();
  });
});
