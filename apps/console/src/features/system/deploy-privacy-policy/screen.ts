import { privacyPolicyScreen } from './definition';

export const screen = privacyPolicyScreen(
  { list: 'version-deploy-manage-privacy-policy', detail: 'version-deploy-manage-privacy-policy-detail' },
  false,
);
