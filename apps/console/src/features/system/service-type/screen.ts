import { serviceTypeResource, type serviceCategories } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { basicTitle, codeText, enabledField, numberField, options, select, t, textarea } from '../shared';

export const serviceCategoryOptions = options<(typeof serviceCategories)[number]>({
  TRAVEL: ['商旅出行', 'Travel', '出張・移動'],
  EXPENSE: ['费用管控', 'Expense', '経費管理'],
  FINANCE: ['财务服务', 'Finance', '財務サービス'],
  VALUE_ADDED: ['增值服务', 'Value-added', '付加価値サービス'],
  AI: ['智能服务', 'AI', 'AI サービス'],
});

/** The kinds of service the platform offers. */
export const screen = defineScreen({
  resource: serviceTypeResource,
  title: t('服务类型', 'Service types', 'サービス種別'),
  recordName: t('服务类型', 'Service type', 'サービス種別'),
  fields: {
    typeCode: codeText(t('类型编码', 'Code', '種別コード')),
    typeName: { label: t('类型名称', 'Name', '種別名') },
    typeNameEn: { label: t('英文名称', 'English name', '英語名') },
    category: select(t('服务大类', 'Category', 'カテゴリ'), serviceCategoryOptions),
    parentTypeCode: {
      label: t('上级类型', 'Parent type', '上位種別'),
      input: { type: 'resource', resource: 'service-type', valueField: 'typeCode', labelField: 'typeName' },
      display: 'code',
    },
    icon: codeText(t('图标', 'Icon', 'アイコン')),
    sortOrder: numberField(t('排序', 'Order', '並び順')),
    enabled: enabledField,
    description: textarea(t('说明', 'Description', '説明'), 3),
  },
  columns: ['typeName', 'typeCode', 'typeNameEn', 'category', 'parentTypeCode', 'sortOrder', 'enabled'],
  filters: ['category', 'parentTypeCode', 'enabled'],
  form: [
    {
      title: basicTitle,
      fields: [
        'typeCode',
        'typeName',
        'typeNameEn',
        'category',
        'parentTypeCode',
        'icon',
        'sortOrder',
        'enabled',
        'description',
      ],
    },
  ],
  routes: { list: 'service-type', create: 'new-service-type', detail: 'service-type-detail' },
  enabledField: 'enabled',
});
