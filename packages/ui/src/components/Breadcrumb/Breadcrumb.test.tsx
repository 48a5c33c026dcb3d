// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInUi } from '../../test/renderInUi';
import { Breadcrumb, visibleBreadcrumb, type BreadcrumbItem } from './Breadcrumb';

const path: readonly BreadcrumbItem[] = [
  { key: 'main', name: 'Home', url: '/main/dashboard' },
  { key: 'tenant', name: 'Tenant management', url: '/main/tenant-manage' },
  { key: 'business', name: 'Business tenants', url: '/main/tenant-manage/business' },
  { key: 'acme', name: 'Acme Travel', url: '/main/tenant-manage/business/acme' },
  { key: 'companies', name: 'Companies', url: '/main/tenant-manage/business/acme/companies' },
  { key: 'company', name: 'Acme Shanghai' },
];

const levelNames = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('/', '').trim());

describe('Breadcrumb', () => {
  it('is a navigation landmark named Breadcrumb', () => {
    renderInUi(<Breadcrumb items={path.slice(0, 3)} />);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeTruthy();
  });

  it('names the landmark in the current language', () => {
    renderInUi(<Breadcrumb items={path.slice(0, 3)} />, 'zh-CN');
    expect(screen.getByRole('navigation', { name: '面包屑导航' })).toBeTruthy();
  });

  it('marks the last level as the current page, not a link', () => {
    renderInUi(<Breadcrumb items={path.slice(0, 3)} />);
    const current = screen.getByText('Business tenants');
    expect([current.getAttribute('aria-current'), current.closest('a')]).toEqual(['page', null]);
  });

  it('links the earlier levels to their url', () => {
    renderInUi(<Breadcrumb items={path.slice(0, 3)} />);
    expect(screen.getByRole('link', { name: 'Tenant management' }).getAttribute('href')).toBe(
      '/main/tenant-manage',
    );
  });

  it('shows every level of a path no longer than maxItems', () => {
    renderInUi(<Breadcrumb items={path.slice(0, 4)} />);
    expect(levelNames()).toEqual(['Home', 'Tenant management', 'Business tenants', 'Acme Travel']);
  });

  it('collapses the middle of a longer path behind a button that says how many levels it hides', () => {
    renderInUi(<Breadcrumb items={path} />);
    expect(levelNames()).toEqual(['Home', '…', 'Acme Travel', 'Companies', 'Acme Shanghai']);
    expect(screen.getByRole('button', { name: 'Show 2 hidden levels' })).toBeTruthy();
  });

  it('shows the whole path from the button and focuses the first revealed level', async () => {
    const user = userEvent.setup();
    renderInUi(<Breadcrumb items={path} />);
    await user.click(screen.getByRole('button', { name: 'Show 2 hidden levels' }));
    expect(levelNames()).toHaveLength(6);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Tenant management' }));
  });

  it('opens the collapsed middle by keyboard', async () => {
    const user = userEvent.setup();
    renderInUi(<Breadcrumb items={path} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(levelNames()).toHaveLength(6);
  });

  it('follows maxItems', () => {
    renderInUi(<Breadcrumb items={path} maxItems={3} />);
    expect(levelNames()).toEqual(['Home', '…', 'Companies', 'Acme Shanghai']);
  });

  it('renders links through renderLink', () => {
    renderInUi(
      <Breadcrumb
        items={path.slice(0, 2)}
        renderLink={({ href, children }) => (
          <a href={`#${href}`} data-router="">
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('#/main/dashboard');
  });

  it('keeps the first level and the last maxItems - 1 when collapsing', () => {
    const { head, hidden, tail } = visibleBreadcrumb(path, 4);
    expect([head.length, hidden.length, tail.length]).toEqual([1, 2, 3]);
  });
});
