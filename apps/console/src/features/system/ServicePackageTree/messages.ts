import type { Title } from '../../../catalogue/types';

/** The texts of the service-package tree screen. */
export const servicePackageTreeMessages = {
  'servicePackageTree.back': {
    'zh-CN': '返回服务包列表',
    en: 'All service packages',
    ja: 'パッケージ一覧へ',
  },
  'servicePackageTree.included': {
    'zh-CN': '已包含 {count} 个节点',
    en: '{count} nodes included',
    ja: '{count} 個のノードを含む',
  },
  'servicePackageTree.tree': {
    'zh-CN': '功能权限树',
    en: 'Function-permission tree',
    ja: '機能権限ツリー',
  },
  'servicePackageTree.treeHelp': {
    'zh-CN': '方向键移动，左右键收起或展开，空格键勾选或取消',
    en: 'Arrow keys move, Left and Right collapse and expand, Space includes or leaves out',
    ja: '矢印キーで移動、左右キーで開閉、スペースキーで選択を切り替えます',
  },
  'servicePackageTree.search': {
    'zh-CN': '搜索名称或编码',
    en: 'Search name or key',
    ja: '名前・キーで検索',
  },
  'servicePackageTree.expandAll': { 'zh-CN': '全部展开', en: 'Expand all', ja: 'すべて展開' },
  'servicePackageTree.collapseAll': { 'zh-CN': '全部收起', en: 'Collapse all', ja: 'すべて折りたたむ' },
  'servicePackageTree.onlyIncluded': { 'zh-CN': '只看已包含', en: 'Only included', ja: '含むもののみ' },
  'servicePackageTree.save': { 'zh-CN': '保存', en: 'Save', ja: '保存' },
  'servicePackageTree.reset': { 'zh-CN': '撤销修改', en: 'Discard changes', ja: '変更を破棄' },
  'servicePackageTree.saved': {
    'zh-CN': '服务包已保存',
    en: 'Service package saved',
    ja: 'パッケージを保存しました',
  },
  'servicePackageTree.unsaved': {
    'zh-CN': '有未保存的修改',
    en: 'Unsaved changes',
    ja: '未保存の変更があります',
  },
  'servicePackageTree.readOnly': {
    'zh-CN': '只读：你没有修改菜单的权限',
    en: 'Read only: you may not change menus',
    ja: '参照のみ：メニューを変更する権限がありません',
  },
  'servicePackageTree.empty': {
    'zh-CN': '该平台没有启用的菜单',
    en: 'This platform has no enabled menus',
    ja: 'このプラットフォームに有効なメニューはありません',
  },
  'servicePackageTree.noMatch': {
    'zh-CN': '没有匹配的节点',
    en: 'No node matches',
    ja: '一致するノードはありません',
  },
  'servicePackageTree.removed': {
    'zh-CN': '已删除的菜单',
    en: 'Removed menus',
    ja: '削除されたメニュー',
  },
  'servicePackageTree.removedHelp': {
    'zh-CN': '这些编码仍在服务包中，但菜单注册中已不存在。',
    en: 'These keys are still in the package but no longer registered.',
    ja: 'これらのキーはパッケージに残っていますが、メニュー登録にはもうありません。',
  },
  'servicePackageTree.dropAll': { 'zh-CN': '全部移除', en: 'Drop all', ja: 'すべて外す' },
  'servicePackageTree.conflict': {
    'zh-CN': '服务包已被他人修改，请重新加载后再保存。',
    en: 'Someone else changed this package. Reload it, then save again.',
    ja: '他の人がこのパッケージを変更しました。再読み込みしてから保存してください。',
  },
  'servicePackageTree.reload': { 'zh-CN': '重新加载', en: 'Reload', ja: '再読み込み' },
  'servicePackageTree.functionPackage': {
    'zh-CN': '功能包',
    en: 'Function package',
    ja: '機能パッケージ',
  },
} as const satisfies Record<string, Title>;
