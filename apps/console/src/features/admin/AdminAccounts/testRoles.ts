import type { AdminRole } from '@opsdesk/api';

/** A role as GET /api/admin/roles answers it, with only what a test cares about given. */
export const role = (code: string, fields: Partial<AdminRole> = {}): AdminRole => ({
  code,
  name: null,
  enabled: true,
  permitAll: false,
  tenantBound: false,
  authorities: [],
  views: [],
  ...fields,
});
