// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { TrashIcon } from '../Button/test/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label', () => {
    renderInUi(<IconButton label="Delete row" icon={<TrashIcon />} />);
    expect(screen.getByRole('button', { name: 'Delete row' })).toBeTruthy();
  });

  it('shows its label as the pointer tooltip', () => {
    renderInUi(<IconButton label="Delete row" icon={<TrashIcon />} />);
    expect(screen.getByRole('button').getAttribute('title')).toBe('Delete row');
  });

  it('calls onClick', async () => {
    const onClick = vi.fn();
    renderInUi(<IconButton label="Delete row" icon={<TrashIcon />} onClick={onClick} />);
    await userEvent.click(screen.getByRole('button'));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is ghost unless told', () => {
    renderInUi(<IconButton label="Delete row" icon={<TrashIcon />} />);
    expect(screen.getByRole('button').dataset.variant).toBe('ghost');
  });

  it('keeps its name while loading', () => {
    renderInUi(<IconButton label="Delete row" icon={<TrashIcon />} loading />);
    expect(screen.getByRole('button', { name: 'Delete row' }).getAttribute('aria-busy')).toBe('true');
  });

  it('refuses, at compile time, to be rendered without a label', () => {
    // @ts-expect-error: `label` is required
    const element = <IconButton icon={<TrashIcon />} />;
    expect(element.props).not.toHaveProperty('label');
  });
});
