// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { RichText } from './RichText';
import { unsafeParts, xssCorpus } from './test/xssCorpus';

describe('RichText', () => {
  it.each(xssCorpus)('shows %s with nothing that could run script', (payload) => {
    const { container } = renderInUi(<RichText value={payload} data-testid="body" />);
    expect(unsafeParts(screen.getByTestId('body').innerHTML)).toEqual([]);
    expect(container.querySelector('script, iframe, svg, math, style, form, object, embed')).toBeNull();
  });

  it('shows the allowed formatting', () => {
    renderInUi(
      <RichText value="<h2>Maintenance</h2><p>The <strong>console</strong> is <em>down</em> tonight.</p><ul><li>From 22:00</li></ul>" />,
    );
    expect([
      screen.getByRole('heading', { level: 2, name: 'Maintenance' }).textContent,
      screen.getByRole('listitem').textContent,
      document.querySelector('strong')?.textContent,
      document.querySelector('em')?.textContent,
    ]).toEqual(['Maintenance', 'From 22:00', 'console', 'down']);
  });

  it('opens links in a new tab without giving them the page', () => {
    renderInUi(<RichText value={'<p>See <a href="https://help.example.com/a">the help</a>.</p>'} />);
    const link = screen.getByRole('link', { name: 'the help' });
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).toEqual([
      'https://help.example.com/a',
      '_blank',
      'noopener noreferrer',
    ]);
  });

  it('shows images with their alt text', () => {
    renderInUi(<RichText value={'<p><img src="/api/attachment/download/42" alt="The new menu"></p>'} />);
    expect(screen.getByRole('img', { name: 'The new menu' }).getAttribute('src')).toBe(
      '/api/attachment/download/42',
    );
  });

  it('shows plain text with its line breaks', () => {
    const { container } = renderInUi(<RichText value={'Dear customers,\nwe moved.\n\nThe team'} />);
    expect(Array.from(container.querySelectorAll('p'), (p) => p.innerHTML)).toEqual([
      'Dear customers,<br>we moved.',
      'The team',
    ]);
  });

  it('shows nothing for no value', () => {
    renderInUi(<RichText value={null} data-testid="body" />);
    expect(screen.getByTestId('body').innerHTML).toBe('');
  });
});
