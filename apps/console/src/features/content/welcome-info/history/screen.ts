import { t } from '../../../../resources/kit';
import { welcomeInfoScreen } from '../welcomeInfoScreen';

/** The welcome texts replaced by newer ones. */
export const screen = welcomeInfoScreen(
  true,
  t('欢迎语历史', 'Welcome text history', 'ウェルカムメッセージ履歴'),
  {
    list: 'welcome-info-history',
    detail: 'welcome-info-history-detail',
  },
);
