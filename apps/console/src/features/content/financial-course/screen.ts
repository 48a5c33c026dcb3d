import { financialCourseResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { readOnly, t } from '../../../resources/kit';
import { audienceSection } from '../audience';
import { publishActions } from '../publishWorkflow';

const course = t('财务课程', 'Finance course', '財務講座');

/** Finance courses: the videos promoted on the full-screen ad space of the app and the console. */
export const screen = defineScreen({
  resource: financialCourseResource,
  title: t('财务课堂', 'Finance courses', '財務講座'),
  recordName: course,
  fields: {
    courseCode: { width: 130 },
    durationMinutes: { width: 100 },
    summary: { input: { type: 'textarea', rows: 4 } },
    sortOrder: { width: 80 },
    viewCount: readOnly,
    status: readOnly,
  },
  columns: [
    'courseCode',
    'title',
    'category',
    'lecturer',
    'durationMinutes',
    'publishDate',
    'viewCount',
    'status',
  ],
  filters: ['category', 'lecturer', 'free', 'status', 'publishDate'],
  form: [
    {
      title: t('课程信息', 'Course', '講座'),
      fields: ['courseCode', 'title', 'category', 'lecturer', 'lecturerTitle', 'summary'],
    },
    {
      title: t('课程资源', 'Media', 'メディア'),
      fields: ['coverImageOid', 'videoUrl', 'durationMinutes'],
    },
    { title: t('上架设置', 'Publishing', '公開設定'), fields: ['publishDate', 'sortOrder', 'free'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'course',
      title: course,
      sections: [
        { fields: ['courseCode', 'title', 'category', 'lecturer', 'lecturerTitle', 'summary', 'status'] },
        {
          title: t('课程资源', 'Media', 'メディア'),
          fields: ['coverImageOid', 'videoUrl', 'durationMinutes'],
        },
      ],
    },
    {
      key: 'publishing',
      title: t('上架与数据', 'Publishing and views', '公開と視聴'),
      sections: [{ fields: ['publishDate', 'sortOrder', 'free', 'viewCount'] }, audienceSection],
    },
  ],
  routes: { list: 'financial-course-index', create: 'financial-course-new', edit: 'financial-course-edit' },
  defaults: { free: true, audience: 'ALL', sortOrder: 0, status: 'DRAFT' },
  statusField: 'status',
  actions: publishActions(course),
});
