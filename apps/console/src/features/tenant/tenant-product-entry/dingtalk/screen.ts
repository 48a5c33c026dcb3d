import { productEntryScreen } from '../definition';

/** Organisations that installed the app from the DingTalk marketplace (`/main/tenant-manage/dingtalk-enter`). */
export const screen = productEntryScreen('DINGTALK');
