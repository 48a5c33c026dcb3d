// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status read as "Loading…" by default', () => {
    renderInUi(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('is read in the current language', () => {
    renderInUi(<Spinner />, 'zh-CN');
    expect(screen.getByRole('status').textContent).toBe('加载中…');
  });

  it('is read as the given label', () => {
    renderInUi(<Spinner label="Loading tenants" />);
    expect(screen.getByRole('status').textContent).toBe('Loading tenants');
  });

  it('hides its drawing from assistive technology', () => {
    renderInUi(<Spinner />);
    expect(screen.getByRole('status').querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the label beside it with showLabel', () => {
    renderInUi(<Spinner label="Loading tenants" showLabel />);
    // Without showLabel the text sits in a visually hidden, styled span; with it, in a plain one.
    expect(screen.getByText('Loading tenants').className).toBe('');
  });

  it('shows its size as data-size', () => {
    renderInUi(<Spinner size="lg" />);
    expect(screen.getByRole('status').dataset.size).toBe('lg');
  });
});
