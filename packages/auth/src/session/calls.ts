/*
 * The calls of the contract the session makes, with their zod schemas: a module of its own that the
 * store imports when it first calls one, so that an app's login page (which makes none of them
 * before the user signs in) does not load zod and the schemas.
 */
export {
  checkHistoricCompanies,
  getAccount,
  getCompanyConfiguration,
  getFunctionProfile,
  getLoginErrorCounts,
  getTenantById,
  listLanguages,
  listMyCompanies,
  loginDecide,
  tenantInfoSchema,
} from '@opsdesk/api';
