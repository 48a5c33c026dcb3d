import type { FieldInput } from '../../resources/types';
import { multiSelect, select } from '../reference-area-labels';

const moduleRows = [
  ['CENTRAL_CONTROL', '管理中控', 'Central control', '管理センター'],
  ['MOBILE_WEB', '移动网页', 'Mobile web', 'モバイルWeb'],
  ['WEB_APP', 'Web 应用', 'Web app', 'Webアプリ'],
  ['OPERATION_PLATFORM', '运营平台', 'Operation platform', '運用プラットフォーム'],
  ['ANALYSIS_PLATFORM', '分析平台', 'Analysis platform', '分析プラットフォーム'],
  ['ONLINE_APPS', '在线应用', 'Online apps', 'オンラインアプリ'],
  ['TRAVEL_WEB', '差旅预订 Web', 'Travel booking web', '出張予約Web'],
  ['TRAVEL_MOBILE_WEB', '差旅预订移动端', 'Travel booking mobile web', '出張予約モバイルWeb'],
  ['DEVELOPER_PLATFORM', '开发者平台', 'Developer platform', '開発者プラットフォーム'],
  ['SERVER_MESSAGES', '服务端消息', 'Server messages', 'サーバーメッセージ'],
] as const;

/** The application a translation belongs to (the front-end services of §9 and the server). */
export const translationModuleInput: FieldInput = select(moduleRows);
export const translationModulesInput: FieldInput = multiSelect(moduleRows);

export const translationStatusInput: FieldInput = select([
  ['NEW', '待翻译', 'New', '未翻訳', 'warning'],
  ['TRANSLATED', '已翻译', 'Translated', '翻訳済み', 'info'],
  ['REVIEWED', '已审校', 'Reviewed', 'レビュー済み', 'success'],
  ['RELEASED', '已上线', 'Released', 'リリース済み', 'neutral'],
]);
