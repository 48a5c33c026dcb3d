import { forwardRef } from 'react';
import { useUiText } from '../../i18n/text';
import { Badge, type BadgeProps } from '../Badge/Badge';

export interface StatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'dot'> {
  /** Enabled or disabled, as records of the console show it (spec: "shown as a status badge"). */
  readonly enabled: boolean;
}

/** "Enabled" or "Disabled", in the interface language. */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { enabled, ...props },
  ref,
) {
  const t = useUiText();
  return (
    <Badge
      ref={ref}
      tone={enabled ? 'success' : 'neutral'}
      dot
      data-state={enabled ? 'enabled' : 'disabled'}
      {...props}
    >
      {t(enabled ? 'ui.statusBadge.enabled' : 'ui.statusBadge.disabled')}
    </Badge>
  );
});
