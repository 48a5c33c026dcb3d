// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('says "Enabled" for an enabled record', () => {
    renderInUi(<StatusBadge enabled />);
    expect(screen.getByText('Enabled').dataset.state).toBe('enabled');
  });

  it('says "Disabled" for a disabled record', () => {
    renderInUi(<StatusBadge enabled={false} />);
    expect(screen.getByText('Disabled').dataset.state).toBe('disabled');
  });

  it('shows enabled in the success colour and disabled in the neutral one', () => {
    renderInUi(
      <>
        <StatusBadge enabled />
        <StatusBadge enabled={false} />
      </>,
    );
    expect([screen.getByText('Enabled').dataset.tone, screen.getByText('Disabled').dataset.tone]).toEqual([
      'success',
      'neutral',
    ]);
  });

  it('speaks the interface language', () => {
    renderInUi(<StatusBadge enabled />, 'zh-CN');
    expect(screen.getByText('启用')).toBeTruthy();
  });
});
