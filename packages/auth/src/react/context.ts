import type { RoleCode } from '@opsdesk/api';
import { createContext } from 'react';
import type { PermissionSubject, SessionStore } from '../types';
import type { AuthLocale } from './locale';

/** The session store of the nearest `AuthProvider`; null outside one. */
export const SessionStoreContext = createContext<SessionStore | null>(null);

/** The language of the React layer's texts. English outside a provider, as the other packages default. */
export const AuthLocaleContext = createContext<AuthLocale>('en');

/** What the nearest `ViewAsProvider` knows; null outside one. */
export interface ViewAsState {
  /** The role being previewed, or null for the signed-in user's own permissions. */
  readonly role: RoleCode | null;
  /** Starts previewing a role, or stops with null. Ignored for someone who may not preview. */
  readonly setRole: (role: RoleCode | null) => void;
  /** Whether the signed-in user may preview other roles (an administrator). */
  readonly canViewAs: boolean;
  /** The subject the checks read while a role is previewed; null when none is. */
  readonly subject: PermissionSubject | null;
}

export const ViewAsContext = createContext<ViewAsState | null>(null);
