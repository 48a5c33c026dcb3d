import type { Title } from '../../../catalogue/types';

/** The texts of the sortable list shared by the sort screens. */
export const sortScreenMessages = {
  'sortScreen.instructions': {
    'zh-CN': '拖动行调整顺序；也可以使用每行的按钮，或在选中的行上按 Alt+上/下方向键。',
    en: 'Drag a row to change the order, or use the buttons of each row, or Alt+Up/Down on a focused row.',
    ja: '行をドラッグして並べ替えます。各行のボタン、またはフォーカスした行で Alt+上下キーでも移動できます。',
  },
  'sortScreen.list': { 'zh-CN': '排序列表', en: 'Order', ja: '並び順' },
  'sortScreen.position': { 'zh-CN': '第 {position} 位', en: 'Position {position}', ja: '{position} 番目' },
  'sortScreen.changed': { 'zh-CN': '已调整', en: 'Moved', ja: '移動済み' },
  'sortScreen.moveUp': { 'zh-CN': '上移 {name}', en: 'Move {name} up', ja: '{name} を上へ' },
  'sortScreen.moveDown': { 'zh-CN': '下移 {name}', en: 'Move {name} down', ja: '{name} を下へ' },
  'sortScreen.moveTop': { 'zh-CN': '将 {name} 置顶', en: 'Move {name} to the top', ja: '{name} を先頭へ' },
  'sortScreen.moved': {
    'zh-CN': '{name} 已移到第 {position} 位，共 {total} 项',
    en: '{name} moved to position {position} of {total}',
    ja: '{name} を {total} 件中 {position} 番目に移動しました',
  },
  'sortScreen.atEdge': {
    'zh-CN': '{name} 已在第 {position} 位，无法再移动',
    en: '{name} is already at position {position}',
    ja: '{name} はすでに {position} 番目です',
  },
  'sortScreen.pending': {
    'zh-CN': '{count} 项顺序待保存',
    en: '{count} records to save',
    ja: '保存待ちの並び順 {count} 件',
  },
  'sortScreen.save': { 'zh-CN': '保存顺序', en: 'Save order', ja: '並び順を保存' },
  'sortScreen.reset': { 'zh-CN': '撤销调整', en: 'Undo changes', ja: '変更を取り消す' },
  'sortScreen.cancel': { 'zh-CN': '返回列表', en: 'Back to the list', ja: '一覧に戻る' },
  'sortScreen.saved': {
    'zh-CN': '顺序已保存（更新 {count} 项）',
    en: 'The order is saved ({count} records updated).',
    ja: '並び順を保存しました（{count} 件更新）。',
  },
  'sortScreen.savedPartly': {
    'zh-CN': '已保存 {saved} 项，其余未保存，可再次保存重试。',
    en: '{saved} records were saved; the rest were not. Save again to retry.',
    ja: '{saved} 件を保存しました。残りは保存されていません。もう一度保存してください。',
  },
  'sortScreen.conflict': {
    'zh-CN': '其他人在您调整期间修改了这些记录，列表已重新加载为最新内容，请重新调整后保存。',
    en: 'Someone else changed these records while you were ordering them. The list was reloaded with their changes: order it again and save.',
    ja: '並べ替え中に他のユーザーがレコードを変更したため、一覧を再読み込みしました。もう一度並べ替えて保存してください。',
  },
  'sortScreen.readOnly': {
    'zh-CN': '您可以查看顺序，但没有调整顺序的权限。',
    en: 'You can see the order but may not change it.',
    ja: '並び順は閲覧のみで、変更する権限がありません。',
  },
  'sortScreen.empty': {
    'zh-CN': '这里没有需要排序的记录',
    en: 'There is nothing to order here',
    ja: '並べ替えるレコードがありません',
  },
  'sortScreen.total': { 'zh-CN': '共 {count} 项', en: '{count} records', ja: '全 {count} 件' },
} as const satisfies Record<string, Title>;
