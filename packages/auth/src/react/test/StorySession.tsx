import type { LoggedInUser, RoleCode } from '@opsdesk/api';
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { SessionStatus } from '../../types';
import { AuthProvider } from '../AuthProvider';
import { ViewAsProvider } from '../ViewAsProvider';
import { createMemorySessionStore, type MemoryAccount } from './memorySessionStore';

export interface StorySessionOptions {
  readonly user?: LoggedInUser | null;
  readonly status?: SessionStatus;
  readonly tenantProfile?: Readonly<Record<string, unknown>> | null;
  readonly accounts?: readonly MemoryAccount[];
  readonly locale?: string;
  /** Adds a `ViewAsProvider` previewing this role (null: the provider, no preview). */
  readonly viewAs?: RoleCode | null;
}

/** An `AuthProvider` over an in-memory session, for stories and docs examples. */
export function StorySession({
  children,
  ...options
}: StorySessionOptions & { readonly children?: ReactNode }) {
  const [store] = useState(() =>
    createMemorySessionStore({
      user: options.user ?? null,
      status: options.status ?? (options.user ? 'signed-in' : 'signed-out'),
      tenantProfile: options.tenantProfile ?? null,
      accounts: options.accounts ?? [],
    }),
  );
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

/** A story decorator: the story inside a `StorySession`. */
export function withSession(options: StorySessionOptions): Decorator {
  function SessionDecorator(Story: Parameters<Decorator>[0]) {
    return (
      <StorySession {...options}>
        <Story />
      </StorySession>
    );
  }
  return SessionDecorator;
}
