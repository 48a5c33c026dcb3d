// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Card } from './Card';

describe('Card', () => {
  it('is a region named by its title', () => {
    renderInUi(<Card title="Contract">Body</Card>);
    expect(screen.getByRole('region', { name: 'Contract' })).toBeTruthy();
  });

  it('renders its title as a level-3 heading by default', () => {
    renderInUi(<Card title="Contract">Body</Card>);
    expect(screen.getByRole('heading', { level: 3, name: 'Contract' })).toBeTruthy();
  });

  it('follows headingLevel', () => {
    renderInUi(
      <Card title="Contract" headingLevel={2}>
        Body
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contract' })).toBeTruthy();
  });

  it('puts the actions in the header, beside the title', () => {
    renderInUi(
      <Card title="Contract" actions={<button type="button">Edit</button>}>
        Body
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Edit' }).closest('header')?.textContent).toContain('Contract');
  });

  it('puts the footer after the body', () => {
    renderInUi(
      <Card title="Contract" footer={<span>Total 3</span>}>
        Body
      </Card>,
    );
    expect(screen.getByText('Total 3').closest('footer')).toBeTruthy();
  });

  it('has no header without a title or actions, and is then no named region', () => {
    const { container } = renderInUi(<Card>Only a body</Card>);
    expect([container.querySelector('header'), screen.queryByRole('region')]).toEqual([null, null]);
  });

  it('shows its variant as data-variant', () => {
    renderInUi(
      <Card title="Contract" variant="elevated">
        Body
      </Card>,
    );
    expect(screen.getByRole('region').dataset.variant).toBe('elevated');
  });
});
