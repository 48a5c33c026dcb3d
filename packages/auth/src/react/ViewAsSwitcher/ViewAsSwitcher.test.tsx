// @vitest-environment jsdom
import { roleCodes } from '@opsdesk/api';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuGuard } from '../MenuGuard';
import { authLocales, formatAuthMessage, roleName } from '../messages';
import { financeAdmin, superAdmin } from '../test/fixtures';
import { renderWithSession } from '../test/render';
import { ViewAsSwitcher } from './ViewAsSwitcher';

const checked = () => screen.getByRole('radio', { checked: true });

describe('ViewAsSwitcher', () => {
  it('lists "Myself" and every role of @opsdesk/api by its translated name', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    expect(screen.getAllByRole('radio').map((radio) => radio.textContent)).toEqual([
      'Myself',
      ...roleCodes.map((role) => roleName(role, 'en')),
    ]);
  });

  it.each(authLocales)('is labelled in %s', (locale) => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null, locale });
    expect(
      screen.getByRole('radiogroup', { name: formatAuthMessage('auth.viewAs.label', locale) }),
    ).toBeTruthy();
  });

  it('starts on "Myself" with no preview', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    expect(checked().textContent).toBe('Myself');
  });

  it('has one tab stop, on the selected role', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: 'CONTENT_EDITOR' });
    const tabStops = screen.getAllByRole('radio').filter((radio) => radio.tabIndex === 0);
    expect(tabStops.map((radio) => radio.textContent)).toEqual(['Content editor']);
  });

  it('selects the next role with ArrowRight', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    fireEvent.keyDown(checked(), { key: 'ArrowRight' });
    expect(checked().textContent).toBe('Super administrator');
  });

  it('moves the focus with the selection', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    fireEvent.keyDown(checked(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(checked());
  });

  it('selects the previous role with ArrowUp, wrapping to the last', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    fireEvent.keyDown(checked(), { key: 'ArrowUp' });
    expect(checked().textContent).toBe('Booking agent');
  });

  it('selects the last option with End', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: 'FINANCE_ADMIN' });
    fireEvent.keyDown(checked(), { key: 'End' });
    expect(checked().textContent).toBe('Booking agent');
  });

  it('selects the first option with Home', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: 'FINANCE_ADMIN' });
    fireEvent.keyDown(checked(), { key: 'Home' });
    expect(checked().textContent).toBe('Myself');
  });

  it('leaves other keys to the browser', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    expect(fireEvent.keyDown(checked(), { key: 'Tab' })).toBe(true);
  });

  it('changes what the guards render when a role is chosen with the keyboard', () => {
    renderWithSession(
      <>
        <ViewAsSwitcher />
        <MenuGuard menuKey="version-deploy-manage" fallback={<p>Deployment hidden</p>}>
          <p>Deployment</p>
        </MenuGuard>
      </>,
      { user: superAdmin, viewAs: null },
    );
    fireEvent.keyDown(checked(), { key: 'ArrowRight' });
    fireEvent.keyDown(checked(), { key: 'ArrowRight' });
    expect(screen.getByText('Deployment hidden')).toBeTruthy();
  });

  it('announces the role being previewed', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: null });
    fireEvent.click(screen.getByRole('radio', { name: 'Finance administrator' }));
    expect(screen.getByRole('status').textContent).toMatch(/^Previewing as Finance administrator\./);
  });

  it('goes back to the administrator’s own permissions with "Myself"', () => {
    renderWithSession(<ViewAsSwitcher />, { user: superAdmin, viewAs: 'EMPLOYEE' });
    fireEvent.click(screen.getByRole('radio', { name: 'Myself' }));
    expect(screen.getByRole('status').textContent).toBe('Showing your own permissions.');
  });

  it('offers only the roles it is given', () => {
    renderWithSession(<ViewAsSwitcher roles={['EMPLOYEE', 'BOOKING_AGENT']} />, {
      user: superAdmin,
      viewAs: null,
    });
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('shows a previewed role that is not offered as the selected one', () => {
    renderWithSession(<ViewAsSwitcher roles={['EMPLOYEE']} />, { user: superAdmin, viewAs: 'FINANCE_ADMIN' });
    expect(checked().textContent).toBe('Finance administrator');
  });

  it('renders nothing for a user who may not preview', () => {
    const { container } = renderWithSession(<ViewAsSwitcher />, { user: financeAdmin, viewAs: null });
    expect(container.innerHTML).toBe('');
  });
});
