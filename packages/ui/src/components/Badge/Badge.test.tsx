// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows its text and tone', () => {
    renderInUi(<Badge tone="warning">On hold</Badge>);
    expect(screen.getByText('On hold').dataset.tone).toBe('warning');
  });

  it('is neutral unless told', () => {
    renderInUi(<Badge>Draft</Badge>);
    expect(screen.getByText('Draft').dataset.tone).toBe('neutral');
  });

  it('shows a dot only when asked', () => {
    renderInUi(
      <>
        <Badge dot>With dot</Badge>
        <Badge>Without dot</Badge>
      </>,
    );
    expect([
      screen.getByText('With dot').hasAttribute('data-dot'),
      screen.getByText('Without dot').hasAttribute('data-dot'),
    ]).toEqual([true, false]);
  });
});
