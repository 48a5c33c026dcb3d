export {
  canOperate,
  checkAnyAuthority,
  checkAuthority,
  checkMenu,
  checkOperation,
  checkPageRole,
  hasAnyAuthority,
  hasAuthority,
  hasPageRole,
  isMenuVisible,
  KEY_LIST_SEPARATOR,
  type AuthorityName,
  type MaybeSubject,
} from './checks';
export { compilePermissions, type CompiledPermissions, type ViewGrant } from './compile';
export {
  APP_OPERATIONS_MENU_KEY,
  functionPermissionCatalogue,
  OPERATE_LEADER_KEY,
  operateLeaderButton,
  QUERY_DATA_MENU_KEY,
  queryDataTabs,
  type FunctionPermissionKey,
} from './catalogue';
export { describeDecision } from './describe';
export {
  listSeparators,
  permissionLocales,
  permissionMessages,
  resolvePermissionLocale,
  type LocalizedText,
  type PermissionLocale,
  type PermissionMessageId,
} from './messages';
export {
  checkProfile,
  hasProfile,
  profileOf,
  readProfile,
  type Profile,
  type ProfileCheckOptions,
  type ProfileSource,
  type ProfileSources,
  type ProfileValue,
} from './profile';
export {
  buildFunctionPermissionTree,
  filterFunctionPermissionTree,
  mergeFunctionPermissions,
  type BuildFunctionPermissionTreeOptions,
  type FilterFunctionPermissionTreeOptions,
  type FunctionPermissionEntry,
  type FunctionPermissionGrant,
  type FunctionPermissionNode,
  type PermissionCatalogueMenu,
} from './tree';
export { menuViewsOf, viewAs, type ViewAsAuthorities, type ViewAsSource, type ViewAsSubject } from './viewAs';
