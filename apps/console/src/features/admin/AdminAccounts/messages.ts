import { useCallback } from 'react';
import type { Title } from '../../../catalogue/types';
import { useShellLocale } from '../../../i18n';
import { t } from '../../../resources/kit';
import { fillText } from '../../shared/localText';

/** The texts of the admin accounts screen. */
export const adminAccountsMessages = {
  'adminAccounts.title': t('管理员账号', 'Admin accounts', '管理者アカウント'),
  'adminAccounts.subtitle': t('共 {count} 个账号', '{count} accounts', '{count} 件のアカウント'),
  'adminAccounts.new': t('新建账号', 'New account', 'アカウント新規作成'),
  'adminAccounts.filters': t('筛选账号', 'Filter accounts', 'アカウントの絞り込み'),
  'adminAccounts.keyword': t('关键字', 'Keyword', 'キーワード'),
  'adminAccounts.keywordHint': t(
    '登录名、姓名、邮箱或手机号',
    'Login, name, e-mail or mobile',
    'ログイン名、氏名、メール、携帯番号',
  ),
  'adminAccounts.role': t('角色', 'Role', 'ロール'),
  'adminAccounts.anyRole': t('全部角色', 'Any role', 'すべてのロール'),
  'adminAccounts.roleOptionDisabled': t('{name}（已停用）', '{name} (disabled)', '{name}（無効）'),
  'adminAccounts.enabledFilter': t('启用状态', 'Enabled', '有効状態'),
  'adminAccounts.any': t('全部', 'All', 'すべて'),
  'adminAccounts.onlyEnabled': t('已启用', 'Enabled', '有効'),
  'adminAccounts.onlyDisabled': t('已禁用', 'Disabled', '無効'),
  'adminAccounts.search': t('查询', 'Search', '検索'),
  'adminAccounts.reset': t('重置', 'Reset', 'リセット'),
  'adminAccounts.empty': t('暂无账号', 'No accounts yet.', 'アカウントはありません。'),
  'adminAccounts.emptyFiltered': t(
    '没有符合条件的账号',
    'No account matches these filters.',
    '条件に合うアカウントはありません。',
  ),
  'adminAccounts.column.login': t('登录名', 'Login', 'ログイン名'),
  'adminAccounts.column.name': t('姓名', 'Name', '氏名'),
  'adminAccounts.column.email': t('邮箱', 'E-mail', 'メール'),
  'adminAccounts.column.mobile': t('手机号', 'Mobile', '携帯番号'),
  'adminAccounts.column.roles': t('角色', 'Roles', 'ロール'),
  'adminAccounts.column.tenant': t('租户', 'Tenant', 'テナント'),
  'adminAccounts.column.status': t('人员状态', 'Status', '在籍状況'),
  'adminAccounts.column.locked': t('锁定', 'Locked', 'ロック'),
  'adminAccounts.column.enabled': t('启用状态', 'Enabled', '有効状態'),
  'adminAccounts.column.actions': t('操作', 'Actions', '操作'),
  'adminAccounts.status.ACTIVE': t('在职', 'Active', '在籍'),
  'adminAccounts.status.LEAVING': t('待离职', 'Leaving', '退職予定'),
  'adminAccounts.status.LEFT': t('已离职', 'Left', '退職済み'),
  'adminAccounts.locked': t('已锁定', 'Locked', 'ロック中'),
  'adminAccounts.notLocked': t('正常', 'No', 'なし'),
  'adminAccounts.edit': t('编辑', 'Edit', '編集'),
  'adminAccounts.enable': t('启用', 'Enable', '有効にする'),
  'adminAccounts.disable': t('禁用', 'Disable', '無効にする'),
  'adminAccounts.unlock': t('解锁', 'Unlock', 'ロック解除'),
  'adminAccounts.resetPassword': t('重置密码', 'Reset password', 'パスワード再設定'),
  'adminAccounts.moreActions': t('{name} 的更多操作', 'More actions for {name}', '{name} のその他の操作'),
  'adminAccounts.confirmDisable': t(
    '确定禁用账号 {name}？该账号将立即退出登录。',
    'Disable {name}? The account is signed out at once.',
    '{name} を無効にしますか？このアカウントはすぐにログアウトされます。',
  ),
  'adminAccounts.confirmEnable': t('确定启用账号 {name}？', 'Enable {name}?', '{name} を有効にしますか？'),
  'adminAccounts.confirmUnlock': t(
    '确定解锁账号 {name}？登录失败次数将清零。',
    'Unlock {name}? Its failed login count starts again.',
    '{name} のロックを解除しますか？ログイン失敗回数はリセットされます。',
  ),
  'adminAccounts.cancel': t('取消', 'Cancel', 'キャンセル'),
  'adminAccounts.save': t('保存', 'Save', '保存'),
  'adminAccounts.enabledDone': t('账号 {name} 已启用', '{name} is enabled.', '{name} を有効にしました。'),
  'adminAccounts.disabledDone': t('账号 {name} 已禁用', '{name} is disabled.', '{name} を無効にしました。'),
  'adminAccounts.unlocked': t('账号 {name} 已解锁', '{name} is unlocked.', '{name} のロックを解除しました。'),
  'adminAccounts.created': t('账号 {name} 已创建', '{name} is created.', '{name} を作成しました。'),
  'adminAccounts.saved': t('账号 {name} 已保存', '{name} is saved.', '{name} を保存しました。'),
  'adminAccounts.passwordSet': t(
    '已为 {name} 设置新密码，其登录会话已结束',
    'The new password of {name} is set; its sessions have ended.',
    '{name} の新しいパスワードを設定し、セッションを終了しました。',
  ),
  'adminAccounts.form.newTitle': t('新建账号', 'New account', 'アカウント新規作成'),
  'adminAccounts.form.editTitle': t('编辑账号 {name}', 'Edit {name}', '{name} を編集'),
  'adminAccounts.form.login': t('登录名', 'Login', 'ログイン名'),
  'adminAccounts.form.loginHint': t(
    '小写字母、数字及 . _ -，2 至 40 位，以字母或数字开头；创建后不可修改',
    'Lower-case letters, digits and . _ -, 2 to 40 characters, starting with a letter or digit; it cannot change later',
    '英小文字・数字・. _ -、2〜40 文字、英数字で始まる。作成後は変更できません',
  ),
  'adminAccounts.form.loginInvalid': t(
    '登录名须为 2 至 40 位小写字母、数字或 . _ -，并以字母或数字开头',
    'A login is 2 to 40 lower-case letters, digits or . _ -, starting with a letter or digit.',
    'ログイン名は英小文字・数字・. _ - の 2〜40 文字で、英数字で始めてください。',
  ),
  'adminAccounts.form.name': t('姓名', 'Name', '氏名'),
  'adminAccounts.form.email': t('邮箱', 'E-mail', 'メール'),
  'adminAccounts.form.emailInvalid': t(
    '请输入有效的邮箱地址',
    'Enter a valid e-mail address.',
    '有効なメールアドレスを入力してください。',
  ),
  'adminAccounts.form.mobile': t('手机号', 'Mobile', '携帯番号'),
  'adminAccounts.form.mobileInvalid': t(
    '手机号须为 6 至 15 位数字，可带 + 号',
    'A mobile number is 6 to 15 digits, with an optional +.',
    '携帯番号は 6〜15 桁の数字（先頭に + 可）です。',
  ),
  'adminAccounts.form.roles': t('角色', 'Roles', 'ロール'),
  'adminAccounts.form.rolesReadOnly': t(
    '修改角色需要角色管理权限',
    'Changing roles needs the role management authority.',
    'ロールの変更にはロール管理権限が必要です。',
  ),
  'adminAccounts.form.rolesRequired': t(
    '请至少选择一个角色',
    'Choose at least one role.',
    'ロールを 1 つ以上選んでください。',
  ),
  'adminAccounts.form.allFunctions': t('全部功能', 'Every function', 'すべての機能'),
  'adminAccounts.form.authorities': t(
    '{count} 项权限：{list}',
    '{count} authorities: {list}',
    '権限 {count} 件：{list}',
  ),
  'adminAccounts.form.tenantBound': t('（仅限所属租户）', ' (own tenant only)', '（所属テナントのみ）'),
  'adminAccounts.form.roleDisabled': t('已停用', 'Disabled', '無効'),
  'adminAccounts.form.roleUnknown': t('未知角色', 'Unknown role', '不明なロール'),
  'adminAccounts.form.roleDisabledHint': t(
    '该角色已停用，不授予任何权限；账号会保留它，取消勾选即可移除',
    'This role is disabled and grants nothing. The account keeps it unless you clear it.',
    'このロールは無効で、権限を与えません。チェックを外さない限りアカウントに残ります。',
  ),
  'adminAccounts.form.roleUnknownHint': t(
    '没有此代码的角色，不授予任何权限；账号会保留它，取消勾选即可移除',
    'No role has this code, so it grants nothing. The account keeps it unless you clear it.',
    'このコードのロールはなく、権限を与えません。チェックを外さない限りアカウントに残ります。',
  ),
  'adminAccounts.form.tenant': t('租户', 'Tenant', 'テナント'),
  'adminAccounts.form.tenantRequired': t(
    '所选角色仅能访问所属租户的数据，请选择租户',
    'The roles chosen see only their own tenant: choose the tenant.',
    '選んだロールは所属テナントのみ参照できます。テナントを選んでください。',
  ),
  'adminAccounts.form.enabled': t('启用', 'Enabled', '有効'),
  'adminAccounts.form.password': t('初始密码', 'Initial password', '初期パスワード'),
  'adminAccounts.form.newPassword': t('新密码', 'New password', '新しいパスワード'),
  'adminAccounts.form.confirmPassword': t('确认密码', 'Confirm the password', 'パスワードの確認'),
  'adminAccounts.form.passwordHint': t(
    '{min} 至 {max} 位，须包含数字、大小写字母和特殊字符',
    '{min} to {max} characters, with a digit, a lower-case and an upper-case letter and a special character',
    '{min}〜{max} 文字。数字・英小文字・英大文字・記号を含めてください',
  ),
  'adminAccounts.password.title': t(
    '重置 {name} 的密码',
    'Reset the password of {name}',
    '{name} のパスワードを再設定',
  ),
  'adminAccounts.password.description': t(
    '设置新密码后，该账号的所有登录会话将结束，锁定也会解除。请通过安全渠道告知用户。',
    'Setting a new password ends every session of the account and unlocks it. Tell the user through a safe channel.',
    '新しいパスワードを設定すると、このアカウントのすべてのセッションが終了し、ロックも解除されます。安全な方法でユーザーに伝えてください。',
  ),
} as const satisfies Record<string, Title>;

export type AdminAccountsMessageId = keyof typeof adminAccountsMessages;

/** The screen's texts in the interface language, with `{name}` values filled in. */
export function useAdminAccountsText() {
  const locale = useShellLocale();
  return useCallback(
    (id: AdminAccountsMessageId, values: Readonly<Record<string, string | number>> = {}) =>
      fillText(adminAccountsMessages[id][locale], values),
    [locale],
  );
}
