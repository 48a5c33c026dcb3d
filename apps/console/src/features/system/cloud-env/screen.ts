import { cloudEnvResource } from '@opsdesk/api';
import { defineScreen } from '../../../resources/defineScreen';
import { basicTitle, codeText, enabledField, t, textarea } from '../shared';

/** The cloud environments tenants run in (the shared `cloud-env` resource of the pickers). */
export const screen = defineScreen({
  resource: cloudEnvResource,
  title: t('云环境管理', 'Cloud environments', 'クラウド環境管理'),
  recordName: t('云环境', 'Cloud environment', 'クラウド環境'),
  fields: {
    code: codeText(t('环境编码', 'Code', '環境コード'), { width: 140 }),
    name: { label: t('环境名称', 'Name', '環境名') },
    region: codeText(t('区域', 'Region', 'リージョン'), {
      help: t(
        'REGION 枚举的编码，如 CN、SG',
        'A REGION enumeration code, e.g. CN, SG',
        'REGION 列挙のコード（CN、SG など）',
      ),
    }),
    provider: { label: t('云厂商', 'Provider', 'クラウド事業者') },
    description: textarea(t('说明', 'Description', '説明'), 3),
    enabled: enabledField,
  },
  columns: ['name', 'code', 'region', 'provider', 'enabled', 'description'],
  filters: ['region', 'enabled'],
  form: [{ title: basicTitle, fields: ['code', 'name', 'region', 'provider', 'description', 'enabled'] }],
  routes: { list: 'cloud-environment-management', detail: 'cloud-environment-management-detail' },
  enabledField: 'enabled',
});
