import type { Title } from '../../catalogue/types';
import { t } from '../../resources/kit';
import type { RecordAction } from '../../resources/types';

/**
 * Publish a draft (or put offline content back), and take published content offline: the workflow
 * of the content screens with a status, asked in the words of what is published.
 */
export const publishActions = (what: Title): readonly RecordAction[] => [
  {
    key: 'publish',
    label: t('发布', 'Publish', '公開'),
    set: { status: 'PUBLISHED' },
    when: { status: ['DRAFT', 'OFFLINE'] },
    confirm: t(
      `发布后用户即可看到该${what['zh-CN']}，确定发布？`,
      `Users will see this ${what.en.toLowerCase()} once it is published. Publish it?`,
      `公開するとユーザーに${what.ja}が表示されます。公開しますか？`,
    ),
    tone: 'primary',
  },
  {
    key: 'offline',
    label: t('下线', 'Take offline', '公開停止'),
    set: { status: 'OFFLINE' },
    when: { status: ['PUBLISHED'] },
    confirm: t(
      `下线后用户将看不到该${what['zh-CN']}，确定下线？`,
      `Users will no longer see this ${what.en.toLowerCase()}. Take it offline?`,
      `公開を停止するとユーザーに${what.ja}が表示されなくなります。停止しますか？`,
    ),
    tone: 'danger',
  },
];
