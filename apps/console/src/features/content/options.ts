import type { Title } from '../../catalogue/types';
import type { FieldOption, FieldView, RecordAction } from '../../resources/types';

// What the content area's screens share: the labels of the value sets every kind of content uses
// (status, client, language, audience) and the publish / take-offline workflow.

export const title = (zhCN: string, en: string, ja: string): Title => ({ 'zh-CN': zhCN, en, ja });

/** A select option; `tone` colours it when shown as a status badge. */
export const option = (
  value: string,
  zhCN: string,
  en: string,
  ja: string,
  tone?: FieldOption['tone'],
): FieldOption => ({ value, label: title(zhCN, en, ja), ...(tone && { tone }) });

export const contentStatusOptions: readonly FieldOption[] = [
  option('DRAFT', '草稿', 'Draft', '下書き', 'neutral'),
  option('PUBLISHED', '已发布', 'Published', '公開中', 'success'),
  option('OFFLINE', '已下线', 'Offline', '公開停止', 'warning'),
];

export const clientOptions: readonly FieldOption[] = [
  option('ALL', '全部终端', 'All clients', 'すべての端末'),
  option('WEB', 'Web 端', 'Web', 'Web'),
  option('APP', '移动 App', 'Mobile app', 'モバイルアプリ'),
  option('H5', 'H5 页面', 'H5 pages', 'H5 ページ'),
];

export const languageOptions: readonly FieldOption[] = [
  option('zh_cn', '简体中文', 'Simplified Chinese', '簡体字中国語'),
  option('en', '英语', 'English', '英語'),
  option('ja', '日语', 'Japanese', '日本語'),
];

export const audienceOptions: readonly FieldOption[] = [
  option('ALL', '全部租户', 'All tenants', 'すべてのテナント'),
  option('LICENSED', '付费租户', 'Paying tenants', '有償テナント'),
  option('TRIAL', '试用租户', 'Trial tenants', 'トライアルテナント'),
  option('TENANT_GROUP', '指定租户组', 'A tenant group', '指定テナントグループ'),
  option('SPECIFIED_TENANTS', '指定租户', 'Selected tenants', '指定テナント'),
];

export const linkTypeOptions: readonly FieldOption[] = [
  option('NONE', '无跳转', 'No link', 'リンクなし'),
  option('URL', '外部链接', 'Web address', '外部リンク'),
  option('HELP_DOCUMENT', '帮助文档', 'Help document', 'ヘルプ文書'),
  option('IN_APP_PAGE', '应用内页面', 'In-app page', 'アプリ内ページ'),
];

/** The labels of the audience fields (`audience`, `tenantGroupCode`, `tenantCodes`). */
export const audienceFieldViews: Readonly<Record<'audience' | 'tenantGroupCode' | 'tenantCodes', FieldView>> =
  {
    audience: {
      label: title('投放范围', 'Audience', '配信対象'),
      input: { type: 'select', options: audienceOptions },
    },
    tenantGroupCode: {
      label: title('租户组', 'Tenant group', 'テナントグループ'),
      input: { type: 'picker', picker: 'tenantGroup' },
      help: title(
        '投放范围为“指定租户组”时填写',
        'When the audience is a tenant group',
        '配信対象が「指定テナントグループ」のとき',
      ),
    },
    tenantCodes: {
      label: title('指定租户', 'Selected tenants', '指定テナント'),
      input: {
        type: 'resource',
        resource: 'tenant',
        valueField: 'tenantCode',
        labelField: 'tenantName',
        multiple: true,
      },
      display: 'tags',
      help: title(
        '投放范围为“指定租户”时填写',
        'When the audience is selected tenants',
        '配信対象が「指定テナント」のとき',
      ),
    },
  };

export const audienceSection = {
  title: title('投放范围', 'Audience', '配信対象'),
  fields: ['audience', 'tenantGroupCode', 'tenantCodes'],
} as const;

/** A status field shown as a badge, edited only through the workflow actions. */
export const statusField = (options: readonly FieldOption[]): FieldView => ({
  label: title('状态', 'Status', 'ステータス'),
  input: { type: 'select', options },
  display: 'status',
  readOnly: true,
});

/** A count kept by the product (views, clicks, answers): shown, never typed. */
export const counterField = (zhCN: string, en: string, ja: string): FieldView => ({
  label: title(zhCN, en, ja),
  display: 'number',
  readOnly: true,
});

export const imageInput = { type: 'attachment', accept: 'image/*', maxMb: 3 } as const;

/** Publish a draft (or put offline content back), and take published content offline. */
export const publishActions = (what: Title): readonly RecordAction[] => [
  {
    key: 'publish',
    label: title('发布', 'Publish', '公開'),
    set: { status: 'PUBLISHED' },
    when: { status: ['DRAFT', 'OFFLINE'] },
    confirm: title(
      `发布后用户即可看到该${what['zh-CN']}，确定发布？`,
      `Users will see this ${what.en.toLowerCase()} once it is published. Publish it?`,
      `公開するとユーザーに${what.ja}が表示されます。公開しますか？`,
    ),
    tone: 'primary',
  },
  {
    key: 'offline',
    label: title('下线', 'Take offline', '公開停止'),
    set: { status: 'OFFLINE' },
    when: { status: ['PUBLISHED'] },
    confirm: title(
      `下线后用户将看不到该${what['zh-CN']}，确定下线？`,
      `Users will no longer see this ${what.en.toLowerCase()}. Take it offline?`,
      `公開を停止するとユーザーに${what.ja}が表示されなくなります。停止しますか？`,
    ),
    tone: 'danger',
  },
];
