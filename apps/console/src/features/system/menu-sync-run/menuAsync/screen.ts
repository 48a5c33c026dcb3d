import { t } from '../../../../resources/kit';
import { syncRunScreen } from '../definition';

/** Menu synchronisation between clouds (menu-async). */
export const screen = syncRunScreen({
  syncType: 'MENU',
  title: t('菜单同步', 'Menu synchronisation', 'メニュー同期'),
  list: 'menu-async',
});
