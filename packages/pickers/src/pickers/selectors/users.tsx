import { listBackendUsers, USERS_LIST_SIZE, type BackendUserLookup } from '@opsdesk/api';
import type { UiMessageTexts } from '@opsdesk/ui';
import { defineSource } from '../../core/source';
import { createPicker } from '../../react/createPicker';

/** The users selector has no filters of its own. */
export type UsersPickerFilters = Record<string, never>;

const texts = {
  noun: { 'zh-CN': '用户', en: 'user', ja: 'ユーザー', 'zh-TW': '使用者', it: 'utente' },
  name: { 'zh-CN': '姓名', en: 'Name', ja: '氏名', 'zh-TW': '姓名', it: 'Nome' },
  id: { 'zh-CN': '用户 ID', en: 'User ID', ja: 'ユーザー ID', 'zh-TW': '使用者 ID', it: 'ID utente' },
  email: { 'zh-CN': '邮箱', en: 'E-mail', ja: 'メール', 'zh-TW': '電子郵件', it: 'E-mail' },
} as const satisfies Record<string, UiMessageTexts>;

/** The provider's back-office accounts, read once as one page of 2000 and searched in the picker. */
export const usersSource = defineSource<BackendUserLookup, UsersPickerFilters>({
  id: 'users',
  noun: texts.noun,
  key: (user) => user.id,
  label: (user) => user.name,
  // The e-mail (else the login) tells apart two accounts of one name.
  description: (user) => user.email ?? user.login,
  paging: 'client',
  search: async ({ http, signal }) => {
    const answer = await listBackendUsers(http, { page: 0, size: USERS_LIST_SIZE }, { signal });
    return { items: answer.content, total: answer.totalElements };
  },
  columns: [
    { id: 'name', header: texts.name, value: (user) => user.name, width: 220 },
    { id: 'id', header: texts.id, value: (user) => user.id, width: 100, align: 'end' },
    { id: 'email', header: texts.email, value: (user) => user.email ?? user.login, width: 240 },
  ],
});

/**
 * The users selector (GET /api/getUsers, page 0, size 2000, spec §7 and §9): the provider's
 * back-office accounts by name and id, listed once per scope and searched in the picker by name,
 * e-mail and id. The value is the account's id.
 */
export const UsersPicker = createPicker(usersSource, 'UsersPicker');
