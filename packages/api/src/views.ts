import { menuAuthorities, OperateType, type MenuKey } from './permissions';
import type { View } from './schemas/account';

/**
 * The first-level menus a holder of these authorities sees, as the account call gives them: a menu
 * shows when its read authority is held (or it has none), and may be changed (operateType 1) when
 * its write authority is held. A menu without a write authority is read-only even with `permitAll`,
 * since there is nothing in it to change. The operation-service and @opsdesk/auth's "view as" both
 * derive views here, so they cannot drift apart.
 */
export function menuViewsOf(authorities: Iterable<string>, permitAll: boolean): View[] {
  const held = new Set(authorities);
  const has = (authority: string) => permitAll || held.has(authority);
  const views: View[] = [];
  for (const [key, { read, write }] of Object.entries(menuAuthorities) as [
    MenuKey,
    (typeof menuAuthorities)[MenuKey],
  ][]) {
    if (read !== null && !has(read)) continue;
    const mayChange = write !== null && has(write);
    views.push({ key, menuType: 'M', operateType: mayChange ? OperateType.EDIT : OperateType.READ_ONLY });
  }
  return views;
}
