import type { WebSessionStore } from '@opsdesk/auth';
import { AuthProvider } from '@opsdesk/auth/react';
import { preloadHttpTransport } from '@opsdesk/http';
import {
  buttonMessages,
  commonMessages,
  createVerificationBridge,
  flattenUiMessages,
  inputMessages,
  selectMessages,
  ThemeProvider,
  toastMessages,
  ToastProvider,
  usePreloadWhenIdle,
} from '@opsdesk/ui';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { IntlProvider } from 'react-intl';
import type { ShellLocale } from '../catalogue/types';
import { shellMessagesIn } from '../i18n';
import { initialLanguage, localeOf, storeLanguage, type ShellLanguage } from '../i18n/language';
import { ConsoleContext, type ConsoleContextValue } from './ConsoleContext';
import { currentPath, LOGIN_PATH, subscribeLocation } from './location';
import { createConsoleSession } from './session';

const storages = () => ({
  local: typeof localStorage === 'undefined' ? undefined : localStorage,
  session: typeof sessionStorage === 'undefined' ? undefined : sessionStorage,
});

/** The texts of the entry (the login page): the console's and those of the few ui components it shows. */
function entryMessages(locale: ShellLocale): Record<string, string> {
  return {
    ...flattenUiMessages(
      [commonMessages, buttonMessages, inputMessages, selectMessages, toastMessages],
      locale,
    ),
    ...shellMessagesIn(locale),
  };
}

// The login page and the signed-in console (with the router) are chunks of their own.
const LoginPage = lazy(() => import('../shell/LoginPage').then((module) => ({ default: module.LoginPage })));
const ConsoleRouter = lazy(() => import('./router'));

function ConsoleRoot({ session, value }: { session: WebSessionStore; value: ConsoleContextValue }) {
  const locale = localeOf(value.language);
  const messages = useMemo(() => entryMessages(locale), [locale]);
  const path = useSyncExternalStore(subscribeLocation, currentPath, () => LOGIN_PATH);
  return (
    <ConsoleContext.Provider value={value}>
      <IntlProvider locale={locale} messages={messages} defaultLocale="en" onError={ignoreMissing}>
        <AuthProvider store={session} locale={locale}>
          <ToastProvider>
            <Suspense fallback={null}>{path === LOGIN_PATH ? <LoginPage /> : <ConsoleRouter />}</Suspense>
          </ToastProvider>
        </AuthProvider>
      </IntlProvider>
    </ConsoleContext.Provider>
  );
}

function ignoreMissing(error: { code?: string }) {
  // A missing text renders `#` (useText); other errors are real.
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

/** The console: its session, language, theme and providers, and the router over the catalogue. */
export function App() {
  const [language, setLanguageState] = useState<ShellLanguage>(() =>
    initialLanguage(storages(), typeof navigator === 'undefined' ? undefined : navigator.language),
  );
  const languageRef = useRef(language);
  languageRef.current = language;
  const bridge = useMemo(() => createVerificationBridge(), []);
  const session = useMemo(() => {
    return createConsoleSession(
      () => languageRef.current,
      () => bridge.verifyIdentity(),
    );
  }, [bridge]);
  const [mounted, setMounted] = useState(true);
  const [generation, setGeneration] = useState(0);
  // The request layer's transport (axios) is not part of the login page: it loads once the page is
  // up and the browser idle, or with the first request if that comes sooner.
  usePreloadWhenIdle(preloadHttpTransport);

  useEffect(() => {
    document.documentElement.lang = localeOf(language);
  }, [language]);

  const setLanguage = useCallback(
    (next: ShellLanguage) => {
      storeLanguage(storages(), next);
      setLanguageState(next);
      // The account remembers it too; a failure leaves the page in the new language all the same.
      if (session.getSnapshot().status === 'signed-in')
        void import('./languageCall')
          .then(({ switchLanguage }) => switchLanguage(session.http, next))
          .catch(() => undefined);
    },
    [session],
  );

  const refreshApp = useCallback((delayMs = 0) => {
    setMounted(false);
    setTimeout(() => {
      setGeneration((count) => count + 1);
      setMounted(true);
    }, delayMs);
  }, []);

  const value = useMemo<ConsoleContextValue>(
    () => ({ session, http: session.http, language, setLanguage, refreshApp, verification: bridge }),
    [session, language, setLanguage, refreshApp, bridge],
  );

  return (
    <ThemeProvider theme="light" density="comfortable">
      {mounted ? <ConsoleRoot key={generation} session={session} value={value} /> : null}
    </ThemeProvider>
  );
}
