import { financialCourseResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import {
  audienceFieldViews,
  audienceSection,
  contentStatusOptions,
  counterField,
  imageInput,
  option,
  publishActions,
  statusField,
  title,
} from '../options';

const course = title('财务课程', 'Finance course', '財務講座');

/** Finance courses: the videos promoted on the full-screen ad space of the app and the console. */
export const screen = defineScreen({
  resource: financialCourseResource,
  title: title('财务课堂', 'Finance courses', '財務講座'),
  recordName: course,
  fields: {
    courseCode: { label: title('课程编号', 'Course code', '講座コード'), display: 'code', width: 130 },
    title: { label: title('课程名称', 'Course title', '講座名') },
    category: {
      label: title('课程分类', 'Category', 'カテゴリ'),
      input: {
        type: 'select',
        options: [
          option('EXPENSE_CONTROL', '费用管控', 'Expense control', '経費管理'),
          option('TAX', '税务筹划', 'Tax', '税務'),
          option('INVOICE', '发票管理', 'Invoices', '請求書・インボイス'),
          option('BUDGET', '预算管理', 'Budgeting', '予算管理'),
          option('TREASURY', '资金管理', 'Treasury', '資金管理'),
          option('TRAVEL_POLICY', '差旅政策', 'Travel policy', '出張規程'),
          option('PRODUCT_TRAINING', '产品培训', 'Product training', '製品トレーニング'),
        ],
      },
    },
    lecturer: { label: title('讲师', 'Lecturer', '講師') },
    lecturerTitle: { label: title('讲师头衔', 'Lecturer title', '講師の肩書き') },
    coverImageOid: {
      label: title('课程封面', 'Cover image', 'カバー画像'),
      input: imageInput,
      help: title(
        '建议 750×1334 像素，不超过 3MB',
        '750×1334 pixels suggested, at most 3MB',
        '推奨 750×1334 ピクセル、3MB 以内',
      ),
    },
    videoUrl: { label: title('视频地址', 'Video address', '動画 URL'), display: 'link' },
    durationMinutes: { label: title('时长（分钟）', 'Length (minutes)', '長さ（分）'), width: 100 },
    summary: { label: title('课程简介', 'Summary', '概要'), input: { type: 'textarea', rows: 4 } },
    publishDate: { label: title('上架日期', 'Publish date', '公開日'), input: { type: 'date' } },
    free: {
      label: title('免费课程', 'Free', '無料'),
      help: title(
        '关闭后仅付费租户可观看',
        'When off, only paying tenants may watch',
        'オフにすると有償テナントのみ視聴可',
      ),
    },
    ...audienceFieldViews,
    sortOrder: { label: title('排序号', 'Order', '表示順'), width: 80 },
    viewCount: counterField('播放次数', 'Views', '再生回数'),
    status: statusField(contentStatusOptions),
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
      title: title('课程信息', 'Course', '講座'),
      fields: ['courseCode', 'title', 'category', 'lecturer', 'lecturerTitle', 'summary'],
    },
    {
      title: title('课程资源', 'Media', 'メディア'),
      fields: ['coverImageOid', 'videoUrl', 'durationMinutes'],
    },
    { title: title('上架设置', 'Publishing', '公開設定'), fields: ['publishDate', 'sortOrder', 'free'] },
    audienceSection,
  ],
  detail: [
    {
      key: 'course',
      title: course,
      sections: [
        { fields: ['courseCode', 'title', 'category', 'lecturer', 'lecturerTitle', 'summary', 'status'] },
        {
          title: title('课程资源', 'Media', 'メディア'),
          fields: ['coverImageOid', 'videoUrl', 'durationMinutes'],
        },
      ],
    },
    {
      key: 'publishing',
      title: title('上架与数据', 'Publishing and views', '公開と視聴'),
      sections: [{ fields: ['publishDate', 'sortOrder', 'free', 'viewCount'] }, audienceSection],
    },
  ],
  routes: { list: 'financial-course-index', create: 'financial-course-new', edit: 'financial-course-edit' },
  defaults: { free: true, audience: 'ALL', sortOrder: 0, status: 'DRAFT' },
  statusField: 'status',
  actions: publishActions(course),
});
