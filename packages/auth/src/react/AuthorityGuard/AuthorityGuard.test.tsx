// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { AuthorityGuard } from './AuthorityGuard';

describe('AuthorityGuard', () => {
  it('renders its children when the user holds every authority of the list', () => {
    renderWithSession(
      <AuthorityGuard authority={['finance:audit', 'finance:pay']}>
        <button type="button">Pay</button>
      </AuthorityGuard>,
      { user: financeAdmin },
    );
    expect(screen.getByRole('button', { name: 'Pay' })).toBeTruthy();
  });

  it('renders the fallback when one authority of the list is missing', () => {
    renderWithSession(
      <AuthorityGuard authority={['finance:audit', 'role:manage']} fallback={<p>No access</p>}>
        <button type="button">Pay</button>
      </AuthorityGuard>,
      { user: financeAdmin },
    );
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    expect(screen.getByText('No access')).toBeTruthy();
  });
});
