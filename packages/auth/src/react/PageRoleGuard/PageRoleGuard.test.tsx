// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { oldModelUser } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { PageRoleGuard } from './PageRoleGuard';

describe('PageRoleGuard', () => {
  it('renders its children for a page role with an action above 0 (old model)', () => {
    renderWithSession(
      <PageRoleGuard pageName="tenant-manage" action={2}>
        <p>Tenant maintenance</p>
      </PageRoleGuard>,
      { user: oldModelUser },
    );
    expect(screen.getByText('Tenant maintenance')).toBeTruthy();
  });

  it('renders the fallback without a page role of that name', () => {
    renderWithSession(
      <PageRoleGuard pageName="version-deploy-manage" fallback={(decision) => <p>{decision.rule}</p>}>
        <p>Version deployment</p>
      </PageRoleGuard>,
      { user: oldModelUser },
    );
    expect(screen.getByText('page-role')).toBeTruthy();
  });
});
