import { AccessGuard, type GuardProps } from '../AccessGuard';

export interface MenuGuardProps extends GuardProps {
  /** The key of a menu or function (menu type M or F), such as `tenant-manage`. */
  readonly menuKey: string;
}

/** Renders its children when the menu of `menuKey` is visible to the subject. */
export function MenuGuard({ menuKey, children, fallback }: MenuGuardProps) {
  return (
    <AccessGuard requires={{ kind: 'menu', menuKey }} fallback={fallback}>
      {children}
    </AccessGuard>
  );
}
