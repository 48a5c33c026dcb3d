// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerService, financeAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { AccessGuard } from './AccessGuard';

describe('AccessGuard', () => {
  it('renders its children when every requirement of a list is met', () => {
    renderWithSession(
      <AccessGuard
        requires={[
          { kind: 'menu', menuKey: 'finance-receivables' },
          { kind: 'operation', menuKey: 'finance-receivables' },
        ]}
      >
        <button type="button">Write off</button>
      </AccessGuard>,
      { user: financeAdmin },
    );
    expect(screen.getByRole('button', { name: 'Write off' })).toBeTruthy();
  });

  it('renders nothing by default when a requirement is not met', () => {
    const { container } = renderWithSession(
      <AccessGuard requires={{ kind: 'menu', menuKey: 'finance-receivables' }}>
        <button type="button">Write off</button>
      </AccessGuard>,
      { user: customerService },
    );
    expect(container.innerHTML).toBe('');
  });

  it('gives a fallback function the first denial of a list', () => {
    renderWithSession(
      <AccessGuard
        requires={[
          { kind: 'menu', menuKey: 'finance-contract-management' },
          { kind: 'operation', menuKey: 'finance-contract-management' },
        ]}
        fallback={(decision) => <p>{`${decision.rule} ${decision.key}`}</p>}
      >
        <button type="button">Edit contract</button>
      </AccessGuard>,
      { user: customerService },
    );
    expect(screen.getByText('read-only-menu finance-contract-management')).toBeTruthy();
  });
});
