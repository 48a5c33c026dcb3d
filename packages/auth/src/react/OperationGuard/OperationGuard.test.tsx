// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerService } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { OperationGuard } from './OperationGuard';

describe('OperationGuard', () => {
  it('renders its children on a menu the user may change', () => {
    renderWithSession(
      <OperationGuard menuKey="tenant-manage">
        <button type="button">New tenant group</button>
      </OperationGuard>,
      { user: customerService },
    );
    expect(screen.getByRole('button', { name: 'New tenant group' })).toBeTruthy();
  });

  it('renders the fallback on a read-only (R) menu', () => {
    renderWithSession(
      <OperationGuard
        menuKey="finance-contract-management"
        fallback={
          <button type="button" disabled>
            New contract
          </button>
        }
      >
        <button type="button">New contract</button>
      </OperationGuard>,
      { user: customerService },
    );
    expect((screen.getByRole('button', { name: 'New contract' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
