import { t } from '../../../resources/kit';
import { welcomeInfoScreen } from './welcomeInfoScreen';

/** The welcome texts in use or waiting to be used. */
export const screen = welcomeInfoScreen(false, t('欢迎语设置', 'Welcome texts', 'ウェルカムメッセージ'), {
  list: 'welcome-info',
  detail: 'welcome-info-detail',
});
