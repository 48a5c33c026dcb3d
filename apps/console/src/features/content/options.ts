import type { Title } from '../../catalogue/types';
import type { RecordAction, ScreenFieldView } from '../../resources/types';

// What the content area's screens share: the audience section and the publish / take-offline
// workflow. The fields' labels, the words of their values and their inputs come from the
// resources' descriptions in @opsdesk/api.

export const title = (zhCN: string, en: string, ja: string): Title => ({ 'zh-CN': zhCN, en, ja });

export const audienceSection = {
  title: title('投放范围', 'Audience', '配信対象'),
  fields: ['audience', 'tenantGroupCode', 'tenantCodes'],
} as const;

/**
 * A field shown but never typed: a workflow status (changed only through the workflow actions) or a
 * count the product keeps (views, clicks, answers). Its label, options and badge come from @opsdesk/api.
 */
export const readOnlyField = { readOnly: true } as const satisfies ScreenFieldView;

/** An image upload: at most the company's upload limit (`uploadMaxSizeMb`, 3 MB unless configured). */
export const imageInput = { type: 'attachment', accept: 'image/*' } as const;

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
