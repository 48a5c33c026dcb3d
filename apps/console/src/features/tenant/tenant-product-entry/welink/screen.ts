import { productEntryScreen } from '../definition';

/** Organisations that installed the app from the Huawei WeLink marketplace (`/main/tenant-manage/welink-enter`). */
export const screen = productEntryScreen('WELINK');
