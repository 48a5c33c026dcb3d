// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { financeAdmin, tenantProfile } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { ProfileGuard } from './ProfileGuard';

describe('ProfileGuard', () => {
  it('renders its children when the nested profile field holds an allowed value', () => {
    renderWithSession(
      <ProfileGuard path="invoice.titleRequired" allowed={true} source="tenant">
        <p>Invoice title</p>
      </ProfileGuard>,
      { user: financeAdmin, tenantProfile },
    );
    expect(screen.getByText('Invoice title')).toBeTruthy();
  });

  it('renders the fallback when the field holds none of the allowed values', () => {
    renderWithSession(
      <ProfileGuard
        path="finance.approval.level"
        allowed={[3, 4]}
        fallback={(decision) => <p>{decision.missing?.join(' or ')}</p>}
      >
        <p>Second approval</p>
      </ProfileGuard>,
      { user: financeAdmin },
    );
    expect(screen.getByText('3 or 4')).toBeTruthy();
  });
});
