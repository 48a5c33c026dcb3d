import { productEntryScreen } from '../definition';

/** Organisations that installed the app from the WeCom marketplace (`/main/tenant-manage/wechat-enter`). */
export const screen = productEntryScreen('WECHAT');
