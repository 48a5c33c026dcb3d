import { resolveHttpLocale, type HttpLocale } from '@opsdesk/http';

/** The interface languages of the packages, the same as `@opsdesk/http`'s. */
export type PermissionLocale = HttpLocale;

export const permissionLocales = [
  'zh-CN',
  'en',
  'ja',
  'zh-TW',
  'it',
] as const satisfies readonly PermissionLocale[];

/** A user-facing text in every interface language: the compiler refuses one that lacks a language. */
export type LocalizedText = Readonly<Record<PermissionLocale, string>>;

/** A platform language code (`zh_cn`, `zh-TW`, `en-us`, `ja`...) as one of the five locales; English otherwise. */
export function resolvePermissionLocale(language: string | undefined): PermissionLocale {
  return resolveHttpLocale(language);
}

// English is the reference: its ids are the catalogue's ids, and every other locale must have each.
// `{key}` is the authority, page, menu or setting; `{list}` and `{values}` are joined lists.
const en = {
  'permission.permitAll': 'You are a super administrator: you have every permission.',
  'permission.authority.allowed': 'You hold the authority {key}.',
  'permission.authority.denied': 'You need the authority {key}.',
  'permission.allAuthorities.allowed': 'You hold the authorities {list}.',
  'permission.allAuthorities.denied': 'You need the authorities {list}.',
  'permission.anyAuthority.allowed': 'You hold the authority {key}, one of those that give access.',
  'permission.anyAuthority.denied': 'You need one of these authorities: {list}.',
  'permission.pageRole.allowed': 'You may open the page {key}.',
  'permission.pageRole.denied': 'You have no access to the page {key}.',
  'permission.menu.allowed': 'The menu {key} is available to you.',
  'permission.menu.denied': 'The menu {key} is not available to you.',
  'permission.readOnlyMenu.allowed': 'You may change things in this menu.',
  'permission.readOnlyMenu.denied': 'This menu is read-only for you.',
  'permission.profile.allowed': 'The setting {key} allows this.',
  'permission.profile.denied': 'This needs the setting {key} to be {values}.',
  'permission.profile.deniedAny': 'This needs the setting {key} to be one of: {values}.',
  'permission.signedOut': 'You need to log in first.',
} as const;

export type PermissionMessageId = keyof typeof en;

export const permissionMessages: Readonly<
  Record<PermissionLocale, Readonly<Record<PermissionMessageId, string>>>
> = {
  'zh-CN': {
    'permission.permitAll': '您是超级管理员，拥有全部权限。',
    'permission.authority.allowed': '您拥有权限 {key}。',
    'permission.authority.denied': '您需要权限 {key}。',
    'permission.allAuthorities.allowed': '您拥有权限 {list}。',
    'permission.allAuthorities.denied': '您需要以下权限：{list}。',
    'permission.anyAuthority.allowed': '您拥有权限 {key}，可以访问。',
    'permission.anyAuthority.denied': '您需要以下权限之一：{list}。',
    'permission.pageRole.allowed': '您可以访问页面 {key}。',
    'permission.pageRole.denied': '您没有页面 {key} 的访问权限。',
    'permission.menu.allowed': '您可以使用菜单 {key}。',
    'permission.menu.denied': '您没有菜单 {key} 的权限。',
    'permission.readOnlyMenu.allowed': '您可以在此菜单中进行修改。',
    'permission.readOnlyMenu.denied': '此菜单对您只读。',
    'permission.profile.allowed': '配置项 {key} 允许此操作。',
    'permission.profile.denied': '需要将配置项 {key} 设为 {values}。',
    'permission.profile.deniedAny': '需要将配置项 {key} 设为以下值之一：{values}。',
    'permission.signedOut': '请先登录。',
  },
  en,
  ja: {
    'permission.permitAll': 'スーパー管理者として、すべての権限があります。',
    'permission.authority.allowed': '権限 {key} があります。',
    'permission.authority.denied': '権限 {key} が必要です。',
    'permission.allAuthorities.allowed': '権限 {list} があります。',
    'permission.allAuthorities.denied': '次の権限が必要です：{list}。',
    'permission.anyAuthority.allowed': 'アクセスできる権限 {key} があります。',
    'permission.anyAuthority.denied': '次のいずれかの権限が必要です：{list}。',
    'permission.pageRole.allowed': 'ページ {key} を開くことができます。',
    'permission.pageRole.denied': 'ページ {key} へのアクセス権がありません。',
    'permission.menu.allowed': 'メニュー {key} を利用できます。',
    'permission.menu.denied': 'メニュー {key} の権限がありません。',
    'permission.readOnlyMenu.allowed': 'このメニューで変更できます。',
    'permission.readOnlyMenu.denied': 'このメニューは閲覧のみです。',
    'permission.profile.allowed': '設定 {key} により許可されています。',
    'permission.profile.denied': '設定 {key} が {values} である必要があります。',
    'permission.profile.deniedAny': '設定 {key} が次のいずれかである必要があります：{values}。',
    'permission.signedOut': 'ログインしてください。',
  },
  'zh-TW': {
    'permission.permitAll': '您是超級管理員，擁有全部權限。',
    'permission.authority.allowed': '您擁有權限 {key}。',
    'permission.authority.denied': '您需要權限 {key}。',
    'permission.allAuthorities.allowed': '您擁有權限 {list}。',
    'permission.allAuthorities.denied': '您需要以下權限：{list}。',
    'permission.anyAuthority.allowed': '您擁有權限 {key}，可以存取。',
    'permission.anyAuthority.denied': '您需要以下權限之一：{list}。',
    'permission.pageRole.allowed': '您可以存取頁面 {key}。',
    'permission.pageRole.denied': '您沒有頁面 {key} 的存取權限。',
    'permission.menu.allowed': '您可以使用選單 {key}。',
    'permission.menu.denied': '您沒有選單 {key} 的權限。',
    'permission.readOnlyMenu.allowed': '您可以在此選單中進行修改。',
    'permission.readOnlyMenu.denied': '此選單對您唯讀。',
    'permission.profile.allowed': '設定項 {key} 允許此操作。',
    'permission.profile.denied': '需要將設定項 {key} 設為 {values}。',
    'permission.profile.deniedAny': '需要將設定項 {key} 設為以下值之一：{values}。',
    'permission.signedOut': '請先登入。',
  },
  it: {
    'permission.permitAll': 'Sei un super amministratore: hai tutte le autorizzazioni.',
    'permission.authority.allowed': "Hai l'autorizzazione {key}.",
    'permission.authority.denied': "Ti serve l'autorizzazione {key}.",
    'permission.allAuthorities.allowed': 'Hai le autorizzazioni {list}.',
    'permission.allAuthorities.denied': 'Ti servono le autorizzazioni {list}.',
    'permission.anyAuthority.allowed': "Hai l'autorizzazione {key}, una di quelle che danno accesso.",
    'permission.anyAuthority.denied': 'Ti serve una di queste autorizzazioni: {list}.',
    'permission.pageRole.allowed': 'Puoi aprire la pagina {key}.',
    'permission.pageRole.denied': 'Non hai accesso alla pagina {key}.',
    'permission.menu.allowed': 'Il menu {key} è disponibile per te.',
    'permission.menu.denied': 'Il menu {key} non è disponibile per te.',
    'permission.readOnlyMenu.allowed': 'Puoi apportare modifiche in questo menu.',
    'permission.readOnlyMenu.denied': 'Questo menu è di sola lettura per te.',
    'permission.profile.allowed': "L'impostazione {key} lo consente.",
    'permission.profile.denied': "Serve che l'impostazione {key} sia {values}.",
    'permission.profile.deniedAny': "Serve che l'impostazione {key} sia uno di questi valori: {values}.",
    'permission.signedOut': 'Accedi per continuare.',
  },
};

/** How each language joins the items of a list in running text. */
export const listSeparators: LocalizedText = {
  'zh-CN': '、',
  en: ', ',
  ja: '、',
  'zh-TW': '、',
  it: ', ',
};
