import { listResourceAccess, type ResourceAccess } from '@opsdesk/api';
import { useOperation } from '@opsdesk/auth/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useConsole } from '../app/ConsoleContext';
import type { RouteDefinition } from '../catalogue/types';

const AccessContext = createContext<ReadonlyMap<string, ResourceAccess> | null>(null);

/** Loads, once per session, what the signed-in account may do with each resource. */
export function ResourceAccessProvider({ children }: { children?: ReactNode }) {
  const { http } = useConsole();
  const [access, setAccess] = useState<ReadonlyMap<string, ResourceAccess> | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    listResourceAccess(http, { signal: controller.signal }).then(
      (list) => setAccess(new Map(list.map((entry) => [entry.name, entry]))),
      // Without the list, screens offer reading only; the server decides every call anyway.
      () => setAccess(new Map()),
    );
    return () => controller.abort();
  }, [http]);
  return <AccessContext.Provider value={access}>{children}</AccessContext.Provider>;
}

export interface ResourcePermissions {
  /** False until the session's access list has arrived. */
  readonly ready: boolean;
  /** The route's menu lets the user change things (not a read-only menu). */
  readonly canChange: boolean;
  readonly canWrite: boolean;
  readonly canDelete: boolean;
  readonly canExport: boolean;
  readonly canImport: boolean;
}

const none: ResourcePermissions = {
  ready: true,
  canChange: false,
  canWrite: false,
  canDelete: false,
  canExport: false,
  canImport: false,
};

/**
 * What the user may do on this route with this resource: the server's answer for the resource, and
 * a read-only menu (operation type R) takes every change away (spec §6). A courtesy: the server
 * refuses whatever the screen shows.
 */
export function useResourcePermissions(route: RouteDefinition, resource: string): ResourcePermissions {
  const list = useContext(AccessContext);
  const operation = useOperation(route.menuKey);
  if (list === null) return { ...none, ready: false };
  const access = list.get(resource);
  const mayChange = operation.allowed;
  if (!access) return { ...none, canChange: mayChange };
  return {
    ready: true,
    canChange: mayChange,
    canWrite: access.canWrite && mayChange,
    canDelete: access.canDelete && mayChange,
    canExport: access.canExport,
    canImport: access.canImport && mayChange,
  };
}
