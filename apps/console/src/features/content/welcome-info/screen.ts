import { title } from '../options';
import { welcomeInfoScreen } from './welcomeInfoScreen';

/** The welcome texts in use or waiting to be used. */
export const screen = welcomeInfoScreen(false, title('欢迎语设置', 'Welcome texts', 'ウェルカムメッセージ'), {
  list: 'welcome-info',
  detail: 'welcome-info-detail',
});
