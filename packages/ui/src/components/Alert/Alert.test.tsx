// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Alert } from './Alert';

describe('Alert', () => {
  it('announces an error at once with role alert', () => {
    renderInUi(<Alert variant="error">The export failed.</Alert>);
    expect(screen.getByRole('alert').textContent).toContain('The export failed.');
  });

  it('announces a warning at once with role alert', () => {
    renderInUi(<Alert variant="warning">The contract ends in 3 days.</Alert>);
    expect(screen.getByRole('alert').dataset.variant).toBe('warning');
  });

  it('announces info politely with role status', () => {
    renderInUi(<Alert>The import takes about 15 minutes.</Alert>);
    expect(screen.getByRole('status').dataset.variant).toBe('info');
  });

  it('shows its title above the text', () => {
    renderInUi(
      <Alert variant="success" title="Imported">
        120 rows.
      </Alert>,
    );
    expect(screen.getByRole('status').textContent).toBe('Imported120 rows.');
  });

  it('has no close button unless dismissible', () => {
    renderInUi(<Alert>Read-only tenant.</Alert>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hides itself and calls onDismiss when closed', () => {
    const onDismiss = vi.fn();
    renderInUi(
      <Alert dismissible onDismiss={onDismiss}>
        Read-only tenant.
      </Alert>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect([screen.queryByText('Read-only tenant.'), onDismiss.mock.calls.length]).toEqual([null, 1]);
  });

  it('names the close button in the interface language', () => {
    renderInUi(<Alert dismissible>只读租户</Alert>, 'zh-CN');
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
