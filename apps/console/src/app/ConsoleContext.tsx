import type { WebSessionStore } from '@opsdesk/auth';
import type { HttpClient } from '@opsdesk/http';
import type { VerificationBridge } from '@opsdesk/ui';
import { createContext, useContext } from 'react';
import type { ShellLanguage } from '../i18n/language';

export interface ConsoleContextValue {
  readonly session: WebSessionStore;
  readonly http: HttpClient;
  readonly language: ShellLanguage;
  /** Changes the interface language without a reload: texts, date locale and page title follow. */
  readonly setLanguage: (language: ShellLanguage) => void;
  /** Unmounts the app and mounts it again, after `delayMs` when given (spec §4, app refresh). */
  readonly refreshApp: (delayMs?: number) => void;
  /** Connects the request layer's identity verification (exports) to the verification dialog. */
  readonly verification: VerificationBridge;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole needs the console providers above it');
  return value;
}
