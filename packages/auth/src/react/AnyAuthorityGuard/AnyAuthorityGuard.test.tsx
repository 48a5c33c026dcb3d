// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerService, employee } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { AnyAuthorityGuard } from './AnyAuthorityGuard';

describe('AnyAuthorityGuard', () => {
  it('renders its children when the user holds one authority of the list', () => {
    renderWithSession(
      <AnyAuthorityGuard authorities={['tenant:sandbox', 'tenant:delete']}>
        <button type="button">Create sandbox</button>
      </AnyAuthorityGuard>,
      { user: customerService },
    );
    expect(screen.getByRole('button', { name: 'Create sandbox' })).toBeTruthy();
  });

  it('renders nothing when the user holds none of them', () => {
    const { container } = renderWithSession(
      <AnyAuthorityGuard authorities={['tenant:sandbox', 'tenant:delete']}>
        <button type="button">Create sandbox</button>
      </AnyAuthorityGuard>,
      { user: employee },
    );
    expect(container.innerHTML).toBe('');
  });
});
