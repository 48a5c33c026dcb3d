import { dashboardMessages } from '../features/dashboard/messages';
import { resourceMessages } from '../resources/messages';
import type { ShellLocale } from '../catalogue/types';
import { flatten } from './index';
import { shellMessages } from './messages';
import { signedInShellMessages } from './signedInMessages';

/**
 * Every console text in one language, as react-intl takes them (merged over the packages' texts):
 * the signed-in console's; the login page loads only the shell's (`shellMessagesIn`).
 */
export function messagesIn(locale: ShellLocale): Record<string, string> {
  return {
    ...flatten(shellMessages, locale),
    ...flatten(signedInShellMessages, locale),
    ...flatten(resourceMessages, locale),
    ...flatten(dashboardMessages, locale),
  };
}
