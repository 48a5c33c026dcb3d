import { sensitiveWordResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { common, multiSelect, select, t, translationLanguageOptions } from '../../reference-area-labels';

export const screen = defineScreen({
  resource: sensitiveWordResource,
  title: t('敏感词', 'Sensitive words', 'NGワード'),
  recordName: t('敏感词', 'Sensitive word', 'NGワード'),
  fields: {
    word: { label: t('敏感词', 'Word', 'ワード') },
    category: {
      label: t('类别', 'Category', 'カテゴリ'),
      input: select([
        ['POLITICS', '涉政', 'Politics', '政治'],
        ['PORNOGRAPHY', '色情', 'Pornography', 'アダルト'],
        ['VIOLENCE', '暴力', 'Violence', '暴力'],
        ['GAMBLING', '赌博', 'Gambling', '賭博'],
        ['ADVERTISING', '广告引流', 'Advertising', '広告'],
        ['ABUSE', '辱骂', 'Abuse', '侮辱'],
        ['FRAUD', '欺诈', 'Fraud', '詐欺'],
        ['OTHER', '其他', 'Other', 'その他'],
      ]),
    },
    handling: {
      label: t('处理方式', 'Handling', '処理方法'),
      input: select([
        ['BLOCK', '禁止提交', 'Block', 'ブロック', 'danger'],
        ['REVIEW', '人工审核', 'Hold for review', '要審査', 'warning'],
        ['REPLACE', '替换显示', 'Mask', '置換', 'info'],
      ]),
      display: 'status',
    },
    replacement: {
      label: t('替换为', 'Replace with', '置換文字'),
      help: t('为空时替换为 ***', '*** when empty', '空欄なら *** に置換'),
    },
    scopes: {
      label: t('生效范围', 'Applies to', '適用範囲'),
      input: multiSelect([
        ['FEEDBACK', '意见反馈', 'Feedback', 'フィードバック'],
        ['COMMENT', '审批意见', 'Approval comments', '承認コメント'],
        ['ANNOUNCEMENT', '公告', 'Announcements', 'お知らせ'],
        ['EXPENSE_REMARK', '报销备注', 'Expense remarks', '経費備考'],
        ['NICKNAME', '昵称', 'Nicknames', 'ニックネーム'],
        ['AI_CHAT', 'AI 对话', 'AI chat', 'AIチャット'],
      ]),
      display: 'tags',
    },
    language: {
      label: t('语言', 'Language', '言語'),
      input: { type: 'select', options: translationLanguageOptions },
    },
    remark: common.remark,
    enabled: common.enabled,
  },
  columns: ['word', 'category', 'handling', 'replacement', 'scopes', 'language', 'enabled'],
  filters: ['category', 'handling', 'language', 'enabled'],
  form: [
    { title: t('敏感词', 'Word', 'ワード'), fields: ['word', 'language', 'category'] },
    {
      title: t('处理', 'Handling', '処理'),
      fields: ['handling', 'replacement', 'scopes', 'remark', 'enabled'],
    },
  ],
  routes: { list: 'sensitive-word' },
  defaults: { language: 'zh-cn', handling: 'BLOCK', scopes: ['FEEDBACK', 'COMMENT'] },
  enabledField: 'enabled',
});
