import type { LoggedInUser, RoleCode } from '@opsdesk/api';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SessionStatus } from '../../types';
import { AuthProvider } from '../AuthProvider';
import { ViewAsProvider } from '../ViewAsProvider';
import { createMemorySessionStore, type MemoryAccount, type MemorySessionStore } from './memorySessionStore';

export interface RenderWithSessionOptions {
  /** Signed in as this user; signed out without one (unless `status` says loading). */
  readonly user?: LoggedInUser | null;
  readonly status?: SessionStatus;
  readonly tenantProfile?: Readonly<Record<string, unknown>> | null;
  readonly accounts?: readonly MemoryAccount[];
  readonly locale?: string;
  /** Wraps the tree in a `ViewAsProvider` previewing this role (null: the provider, no preview). */
  readonly viewAs?: RoleCode | null;
}

/** Renders `ui` under an `AuthProvider` with an in-memory session store; gives the store back too. */
export function renderWithSession(
  ui: ReactNode,
  options: RenderWithSessionOptions = {},
): RenderResult & { store: MemorySessionStore } {
  const store = createMemorySessionStore({
    user: options.user ?? null,
    status: options.status ?? (options.user ? 'signed-in' : 'signed-out'),
    tenantProfile: options.tenantProfile ?? null,
    accounts: options.accounts ?? [],
  });
  // A wrapper, not a tree around `ui`: `rerender` keeps the providers and their state.
  function Providers({ children }: { children: ReactNode }) {
    return (
      <AuthProvider store={store} locale={options.locale}>
        {options.viewAs === undefined ? (
          children
        ) : (
          <ViewAsProvider defaultRole={options.viewAs}>{children}</ViewAsProvider>
        )}
      </AuthProvider>
    );
  }
  return Object.assign(render(ui, { wrapper: Providers }), { store });
}
