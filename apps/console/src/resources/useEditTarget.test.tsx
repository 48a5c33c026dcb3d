// @vitest-environment jsdom
import type { StoredRecord } from '@opsdesk/api';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { routeHref } from '../catalogue/links';
import { screen as tenantGroupScreen } from '../features/tenant/tenant-group/screen';
import type { ResourcePermissions } from './access';
import type { ResourceScreen } from './types';
import { useEditTarget } from './useEditTarget';

// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

const writer: ResourcePermissions = {
  ready: true,
  canWrite: true,
  canChange: true,
  canDelete: true,
  canExport: true,
  canImport: true,
};
const reader: ResourcePermissions = { ...writer, canWrite: false, canDelete: false, canImport: false };

/** Tenant groups have create and edit routes in the catalogue; without them they edit in the drawer. */
const withRoutes: ResourceScreen = tenantGroupScreen;
const withoutRoutes: ResourceScreen = {
  ...tenantGroupScreen,
  routes: { list: 'tenant-group', detail: 'tenant-group-detail' },
};

const record: StoredRecord = {
  id: 7,
  oid: '2f1c7a52-61b4-4a57-9d0e-4c4f3b0a9e11',
  version: 3,
  createdAt: '2025-01-02T03:04:05Z',
  updatedAt: '2025-01-02T03:04:05Z',
  createdBy: null,
  updatedBy: null,
  tenantGroupName: 'Key accounts',
};

const listPath = routeHref('tenant-group') as string;

function renderTarget(screen: ResourceScreen, permissions: ResourcePermissions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[listPath]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ target: useEditTarget(screen, permissions), location: useLocation() }), {
    wrapper,
  });
}

describe('useEditTarget', () => {
  it('edits a record on its edit route when the catalogue has one', () => {
    const { result } = renderTarget(withRoutes, writer);
    const edit = result.current.target.edit(record);
    expect(edit).toBeTypeOf('function');
    act(() => edit?.());
    expect(result.current.location.pathname).toBe(routeHref('edit-tenant-group', { id: 7 }));
    expect(result.current.target.drawer).toBeNull();
  });

  it('creates on the create route when the catalogue has one', () => {
    const { result } = renderTarget(withRoutes, writer);
    act(() => result.current.target.create?.());
    expect(result.current.location.pathname).toBe(routeHref('new-tenant-group'));
    expect(result.current.target.drawer).toBeNull();
  });

  it('edits in the drawer when the screen has no edit route, and closes it', () => {
    const { result } = renderTarget(withoutRoutes, writer);
    act(() => result.current.target.edit(record)?.());
    expect(result.current.target.drawer).toEqual({ mode: 'edit', record });
    expect(result.current.location.pathname).toBe(listPath);
    act(() => result.current.target.closeDrawer());
    expect(result.current.target.drawer).toBeNull();
  });

  it('creates in the drawer when the screen has no create route', () => {
    const { result } = renderTarget(withoutRoutes, writer);
    act(() => result.current.target.create?.());
    expect(result.current.target.drawer).toEqual({ mode: 'create' });
    expect(result.current.location.pathname).toBe(listPath);
  });

  it('offers neither editing nor creating without the write permission', () => {
    for (const screen of [withRoutes, withoutRoutes]) {
      const { result } = renderTarget(screen, reader);
      expect(result.current.target.edit(record)).toBeUndefined();
      expect(result.current.target.create).toBeUndefined();
    }
  });

  it('offers no drawer to a screen without a form', () => {
    const { result } = renderTarget({ ...withoutRoutes, form: [] }, writer);
    expect(result.current.target.edit(record)).toBeUndefined();
    expect(result.current.target.create).toBeUndefined();
  });
});
