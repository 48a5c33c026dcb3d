// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerService } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { MenuGuard } from './MenuGuard';

describe('MenuGuard', () => {
  it('renders its children when a view of the key makes the menu visible', () => {
    renderWithSession(
      <MenuGuard menuKey="customer-service">
        <a href="/main/customer-service/query-data">Data query</a>
      </MenuGuard>,
      { user: customerService },
    );
    expect(screen.getByRole('link', { name: 'Data query' })).toBeTruthy();
  });

  it('renders nothing for a menu the user has no view of', () => {
    const { container } = renderWithSession(
      <MenuGuard menuKey="version-deploy-manage">
        <a href="/main/version-deploy-manage/stop-machine">Stop machine</a>
      </MenuGuard>,
      { user: customerService },
    );
    expect(container.innerHTML).toBe('');
  });
});
