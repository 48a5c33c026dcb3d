// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeDecision } from '../../permissions';
import type { Decision } from '../../types';
import { authLocales, formatAuthMessage } from '../messages';
import { customerService, superAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { ForbiddenPage } from './ForbiddenPage';

const missingAuthority: Decision = {
  allowed: false,
  rule: 'all-authorities',
  key: 'finance:read,finance:pay',
  missing: ['finance:pay'],
};

describe('ForbiddenPage', () => {
  it.each(authLocales)('is titled in %s', (locale) => {
    render(<ForbiddenPage decision={missingAuthority} locale={locale} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      formatAuthMessage('auth.forbidden.title', locale),
    );
  });

  it.each(authLocales)('says why in %s with describeDecision', (locale) => {
    render(<ForbiddenPage decision={missingAuthority} locale={locale} />);
    expect(screen.getByText(describeDecision(missingAuthority, locale))).toBeTruthy();
  });

  it.each(authLocales)('offers to go back and go home in %s', (locale) => {
    render(<ForbiddenPage decision={missingAuthority} locale={locale} />);
    expect([screen.getByRole('button').textContent, screen.getByRole('link').textContent]).toEqual([
      formatAuthMessage('auth.forbidden.back', locale),
      formatAuthMessage('auth.forbidden.home', locale),
    ]);
  });

  it('takes the locale of the AuthProvider', () => {
    renderWithSession(<ForbiddenPage decision={missingAuthority} />, { locale: 'ja' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'このページにアクセスする権限がありません',
    );
  });

  it('names the rule that denied', () => {
    render(<ForbiddenPage decision={missingAuthority} />);
    expect(screen.getByText('Rule').nextElementSibling?.textContent).toBe(
      'All of these authorities all-authorities',
    );
  });

  it('names each key that was checked', () => {
    render(<ForbiddenPage decision={missingAuthority} />);
    const checked = screen.getByText('Checked').nextElementSibling as HTMLElement;
    expect([...checked.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'finance:read',
      'finance:pay',
    ]);
  });

  it('names what was missing', () => {
    render(<ForbiddenPage decision={missingAuthority} />);
    expect(screen.getByText('Missing').nextElementSibling?.textContent).toBe('finance:pay');
  });

  it('goes back with onBack', () => {
    const onBack = vi.fn();
    render(<ForbiddenPage decision={missingAuthority} onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('links home to the default landing page', () => {
    render(<ForbiddenPage decision={missingAuthority} />);
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/main/dashboard',
    );
  });

  it('lets a router take over the home link', () => {
    const onHome = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<ForbiddenPage decision={missingAuthority} homeHref="/main/dashboard-admin" onHome={onHome} />);
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(onHome).toHaveBeenCalledTimes(1);
  });

  it('links to the administrator contact when given', () => {
    render(
      <ForbiddenPage
        decision={missingAuthority}
        administratorContact={{ label: 'ops-admin@example.com', href: 'mailto:ops-admin@example.com' }}
      />,
    );
    expect(
      screen.getByRole('link', { name: 'Ask an administrator: ops-admin@example.com' }).getAttribute('href'),
    ).toBe('mailto:ops-admin@example.com');
  });

  it('uses h2 and h3 inside a layout with its own h1', () => {
    render(<ForbiddenPage decision={missingAuthority} headingLevel={2} />);
    expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H3', 'H3']);
  });

  it('says so when the denial is for a previewed role', () => {
    renderWithSession(<ForbiddenPage decision={missingAuthority} />, {
      user: superAdmin,
      viewAs: 'EMPLOYEE',
    });
    expect(screen.getByText(/You are previewing this console as Ordinary employee/)).toBeTruthy();
  });

  it('does not mention a preview to a user who is not previewing', () => {
    renderWithSession(<ForbiddenPage decision={missingAuthority} />, { user: customerService, viewAs: null });
    expect(screen.queryByText(/previewing/)).toBeNull();
  });
});
