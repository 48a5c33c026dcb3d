import { roleCodes, type RoleCode } from '@opsdesk/api';
import { useContext, useId, useRef, type CSSProperties, type KeyboardEvent } from 'react';
import { AuthLocaleContext } from '../context';
import { formatAuthMessage, resolveAuthLocale, roleName, type AuthLocale } from '../messages';
import { useViewAs } from '../ViewAsProvider';

export interface ViewAsSwitcherProps {
  /** The roles offered, in this order; every role of @opsdesk/api by default. */
  readonly roles?: readonly RoleCode[] | undefined;
  /** The language; the nearest `AuthProvider`'s by default. */
  readonly locale?: AuthLocale | (string & {}) | undefined;
}

const styles = {
  root: {
    display: 'grid',
    gap: '8px',
    color: 'var(--ops-color-text, #1f2328)',
    fontFamily: 'var(--ops-font-family, system-ui, sans-serif)',
    lineHeight: 1.5,
  },
  label: { fontWeight: 600 },
  description: { margin: 0, color: 'var(--ops-color-text-secondary, #57606a)', fontSize: '0.875rem' },
  group: { display: 'flex', flexWrap: 'wrap', gap: '6px' },
  option: {
    padding: '4px 12px',
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'var(--ops-color-text, #1f2328)',
    background: 'var(--ops-color-surface, #ffffff)',
    // Longhands, so that the checked style can change the colour alone (React warns on a mix).
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'var(--ops-color-border-strong, #8c959f)',
    borderRadius: '999px',
    cursor: 'pointer',
  },
  checked: {
    color: 'var(--ops-color-on-primary, #ffffff)',
    background: 'var(--ops-color-primary, #1d4ed8)',
    borderColor: 'var(--ops-color-primary, #1d4ed8)',
  },
  status: { margin: 0, fontSize: '0.875rem' },
} satisfies Record<string, CSSProperties>;

/** The keys that move the selection, as in a group of radio buttons. */
const steps: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The administrator's role switcher: "Myself" and each role, as a radio group. Arrow keys, Home
 * and End move the selection (and the preview) as radio buttons do; Tab enters the group at the
 * selected role and leaves it. Renders nothing for someone who may not preview.
 */
export function ViewAsSwitcher({ roles = roleCodes, locale }: ViewAsSwitcherProps) {
  const { role, setRole, canViewAs } = useViewAs();
  const contextLocale = useContext(AuthLocaleContext);
  const resolved = locale === undefined ? contextLocale : resolveAuthLocale(locale);
  const labelId = useId();
  const descriptionId = useId();
  const optionRefs = useRef<(HTMLButtonElement | null)[]>([]);
  if (!canViewAs) return null;

  // A role previewed from elsewhere (the URL, `setRole`) stays visible even when not offered.
  const offered = role === null || roles.includes(role) ? roles : [...roles, role];
  const options: readonly (RoleCode | null)[] = [null, ...offered];
  const selectedIndex = Math.max(0, options.indexOf(role));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    const next = step(selectedIndex, options.length);
    setRole(options[next] ?? null);
    optionRefs.current[next]?.focus();
  };

  return (
    <div lang={resolved} data-state={role ? 'active' : 'inactive'} style={styles.root}>
      <span id={labelId} style={styles.label}>
        {formatAuthMessage('auth.viewAs.label', resolved)}
      </span>
      <p id={descriptionId} style={styles.description}>
        {formatAuthMessage('auth.viewAs.description', resolved)}
      </p>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
        style={styles.group}
      >
        {options.map((option, index) => {
          const checked = index === selectedIndex;
          return (
            <button
              key={option ?? 'self'}
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              // One tab stop for the whole group, on the selected option.
              tabIndex={checked ? 0 : -1}
              data-state={checked ? 'checked' : 'unchecked'}
              onClick={() => setRole(option)}
              style={checked ? { ...styles.option, ...styles.checked } : styles.option}
            >
              {option ? roleName(option, resolved) : formatAuthMessage('auth.viewAs.self', resolved)}
            </button>
          );
        })}
      </div>
      <p role="status" style={styles.status}>
        {role
          ? formatAuthMessage('auth.viewAs.active', resolved, { role: roleName(role, resolved) })
          : formatAuthMessage('auth.viewAs.inactive', resolved)}
      </p>
    </div>
  );
}
