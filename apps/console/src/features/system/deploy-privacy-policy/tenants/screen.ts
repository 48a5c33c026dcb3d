import { privacyPolicyScreen } from '../definition';

/** The tenants' side of a privacy policy (privacy-policy-tenant-details/:id). */
export const screen = privacyPolicyScreen(
  {
    list: 'version-deploy-manage-privacy-policy',
    detail: 'version-deploy-manage-privacy-policy-tenant-details',
  },
  true,
);
