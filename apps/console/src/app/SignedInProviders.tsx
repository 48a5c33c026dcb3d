import { exchangeVerificationCode, requestVerificationCode } from '@opsdesk/api';
import { useSession } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import { PickersContextProvider } from '@opsdesk/pickers';
import {
  ConfirmProvider,
  ExportProvider,
  maskEmail,
  maskPhone,
  SecurityVerificationProvider,
  UiIntlProvider,
} from '@opsdesk/ui';
import { use, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { loadCatalogueTitles } from '../catalogue/titles';
import { messagesIn } from '../i18n/signedIn';
import { localeOf } from '../i18n/language';
import { loadUiMessages } from '../i18n/uiMessages';
import { ResourceAccessProvider } from '../resources/access';
import { useConsole } from './ConsoleContext';
import { applyDateLocale } from './dayjsLocale';

/**
 * What the signed-in console adds to the entry's providers (a chunk of its own, so that the login
 * page does not load it): every text of @opsdesk/ui (its published `messages/<locale>.json`, through
 * `UiIntlProvider`, which bundles no other language) and the route titles in its language,
 * confirmations, the pickers scoped to the tenant and mode, the export verification dialog, exports,
 * and the resource permissions.
 */
export function SignedInProviders({ children }: { children: ReactNode }) {
  const { http, language, verification } = useConsole();
  const session = useSession();
  const locale = localeOf(language);
  // Dates follow the interface language (spec §4); the login page shows none.
  useEffect(() => applyDateLocale(language), [language]);
  // The texts of @opsdesk/ui and the route titles (menu, breadcrumb, page title, palette) beyond
  // zh-CN come in one language at a time: the first load suspends (the layout shows its spinner); a
  // language switch keeps the current texts until the new ones are there. Both load at once.
  const textsLocale = useDeferredValue(locale);
  const uiTextsLoad = loadUiMessages(textsLocale);
  const titlesLoad = loadCatalogueTitles(textsLocale);
  const uiTexts = use(uiTextsLoad);
  use(titlesLoad);
  const messages = useMemo(() => messagesIn(textsLocale), [textsLocale]);
  const scope = useMemo(
    () => ({ companyMode: !session.tenantMode, ...(session.tenant ? { tenantId: session.tenant.id } : {}) }),
    [session.tenantMode, session.tenant],
  );
  const user = session.user;
  const channels = useMemo(
    () => ({
      PHONE: user?.mobile ? maskPhone(user.mobile) : null,
      EMAIL: user?.email ? maskEmail(user.email) : null,
    }),
    [user?.mobile, user?.email],
  );
  const describe = (error: unknown) => describeError(error, { language });
  return (
    <UiIntlProvider locale={textsLocale} uiTexts={uiTexts} messages={messages}>
      <ConfirmProvider>
        <PickersContextProvider http={http} scope={scope}>
          <SecurityVerificationProvider
            bridge={verification}
            channels={channels}
            sendCode={(channel) => requestVerificationCode(http, channel)}
            verify={async (_channel, code) => (await exchangeVerificationCode(http, code)).verificationToken}
            describeError={describe}
          >
            <ExportProvider describeError={describe}>
              <ResourceAccessProvider key={`user:${user?.id ?? ''}`}>{children}</ResourceAccessProvider>
            </ExportProvider>
          </SecurityVerificationProvider>
        </PickersContextProvider>
      </ConfirmProvider>
    </UiIntlProvider>
  );
}
