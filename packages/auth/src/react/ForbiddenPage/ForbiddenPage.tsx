import { useContext, useId, type CSSProperties, type MouseEvent } from 'react';
import { describeDecision, KEY_LIST_SEPARATOR } from '../../permissions';
import type { Decision } from '../../types';
import { AuthLocaleContext, ViewAsContext } from '../context';
import { formatAuthMessage, resolveAuthLocale, roleName, type AuthLocale } from '../messages';

/** Where "Go to the home page" leads unless told: the console's default landing page. */
export const DEFAULT_HOME_HREF = '/main/dashboard';

export interface AdministratorContact {
  /** Who or what to contact, shown as the link's text: "Ops help desk", "it-admin@example.com". */
  readonly label: string;
  /** A `mailto:`, a ticket form, a chat channel. */
  readonly href: string;
}

export interface ForbiddenPageProps {
  /** The denial to explain: its rule, its key and what was missing. */
  readonly decision: Decision;
  /** The language; the nearest `AuthProvider`'s by default. */
  readonly locale?: AuthLocale | (string & {}) | undefined;
  /** "Go back": the browser's history by default. */
  readonly onBack?: (() => void) | undefined;
  /** The address of "Go to the home page". */
  readonly homeHref?: string | undefined;
  /** For a client-side router: call `event.preventDefault()` and navigate. */
  readonly onHome?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  /** Whom to ask for access; without it the page says to ask an administrator. */
  readonly administratorContact?: AdministratorContact | undefined;
  /** 1 for a page of its own (default); 2 inside a layout that has its own `h1`. */
  readonly headingLevel?: 1 | 2 | undefined;
}

// Design tokens as CSS custom properties, so a theme restyles the page; the fallbacks keep it
// readable (and above WCAG AA contrast) in a tool that defines none.
const styles = {
  root: {
    boxSizing: 'border-box',
    maxWidth: '40rem',
    margin: '0 auto',
    padding: 'var(--ops-space-6, 32px) var(--ops-space-4, 16px)',
    color: 'var(--ops-color-text, #1f2328)',
    fontFamily: 'var(--ops-font-family, system-ui, sans-serif)',
    lineHeight: 1.5,
  },
  code: {
    margin: 0,
    color: 'var(--ops-color-danger, #b42318)',
    fontWeight: 600,
    letterSpacing: '0.04em',
  },
  title: { margin: '4px 0 12px', fontSize: '1.5rem', lineHeight: 1.3 },
  reason: { margin: '0 0 16px', fontSize: '1rem' },
  note: {
    margin: '0 0 16px',
    padding: '8px 12px',
    borderLeft: '4px solid var(--ops-color-warning, #9a6700)',
    background: 'var(--ops-color-warning-surface, #fff8c5)',
  },
  subtitle: { margin: '24px 0 8px', fontSize: '1.0625rem' },
  details: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: '4px 16px',
    margin: 0,
    padding: '12px 16px',
    border: '1px solid var(--ops-color-border, #d0d7de)',
    borderRadius: 'var(--ops-radius, 6px)',
    background: 'var(--ops-color-surface-subtle, #f6f8fa)',
  },
  term: { color: 'var(--ops-color-text-secondary, #57606a)' },
  definition: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 8px' },
  value: { fontFamily: 'var(--ops-font-family-mono, ui-monospace, monospace)', fontSize: '0.875rem' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px 12px', marginTop: '16px', alignItems: 'center' },
  secondary: {
    padding: '6px 14px',
    font: 'inherit',
    color: 'var(--ops-color-text, #1f2328)',
    background: 'var(--ops-color-surface, #ffffff)',
    border: '1px solid var(--ops-color-border-strong, #8c959f)',
    borderRadius: 'var(--ops-radius, 6px)',
    cursor: 'pointer',
  },
  primary: {
    padding: '7px 15px',
    color: 'var(--ops-color-on-primary, #ffffff)',
    background: 'var(--ops-color-primary, #1d4ed8)',
    borderRadius: 'var(--ops-radius, 6px)',
    textDecoration: 'none',
  },
  link: { color: 'var(--ops-color-link, #1d4ed8)' },
} satisfies Record<string, CSSProperties>;

function goBackInHistory() {
  if (typeof window !== 'undefined') window.history.back();
}

/**
 * The 403 page: says that the user may not open what they asked for, which rule decided and what
 * it looked at, and what to do next (go back, go home, ask an administrator).
 */
export function ForbiddenPage({
  decision,
  locale,
  onBack = goBackInHistory,
  homeHref = DEFAULT_HOME_HREF,
  onHome,
  administratorContact,
  headingLevel = 1,
}: ForbiddenPageProps) {
  const contextLocale = useContext(AuthLocaleContext);
  const viewAs = useContext(ViewAsContext);
  const resolved = locale === undefined ? contextLocale : resolveAuthLocale(locale);
  const t = (id: Parameters<typeof formatAuthMessage>[0], values?: Readonly<Record<string, string>>) =>
    formatAuthMessage(id, resolved, values);
  const titleId = useId();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Subtitle = headingLevel === 1 ? 'h2' : 'h3';
  const keys = decision.key === '' ? [] : decision.key.split(KEY_LIST_SEPARATOR);
  const missing = decision.missing ?? [];

  return (
    <section
      // The page may speak another language than the document: screen readers then read it right.
      lang={resolved}
      aria-labelledby={titleId}
      data-state={decision.allowed ? 'allowed' : 'forbidden'}
      data-rule={decision.rule}
      style={styles.root}
    >
      <p style={styles.code}>{t('auth.forbidden.code')}</p>
      <Title id={titleId} style={styles.title}>
        {t('auth.forbidden.title')}
      </Title>
      <p style={styles.reason}>{describeDecision(decision, resolved)}</p>
      {viewAs?.role ? (
        <p style={styles.note}>{t('auth.forbidden.viewingAs', { role: roleName(viewAs.role, resolved) })}</p>
      ) : null}

      <Subtitle style={styles.subtitle}>{t('auth.forbidden.details')}</Subtitle>
      <dl style={styles.details}>
        <dt style={styles.term}>{t('auth.forbidden.rule')}</dt>
        <dd style={styles.definition}>
          <span>{t(`auth.rule.${decision.rule}`)}</span> <code style={styles.value}>{decision.rule}</code>
        </dd>
        {keys.length > 0 ? (
          <>
            <dt style={styles.term}>{t('auth.forbidden.key')}</dt>
            <dd style={styles.definition}>
              {keys.map((key) => (
                <code key={key} style={styles.value}>
                  {key}
                </code>
              ))}
            </dd>
          </>
        ) : null}
        {missing.length > 0 ? (
          <>
            <dt style={styles.term}>{t('auth.forbidden.missing')}</dt>
            <dd style={styles.definition}>
              {missing.map((item) => (
                <code key={item} style={styles.value}>
                  {item}
                </code>
              ))}
            </dd>
          </>
        ) : null}
      </dl>

      <Subtitle style={styles.subtitle}>{t('auth.forbidden.next')}</Subtitle>
      <p style={{ margin: 0 }}>{t('auth.forbidden.askAdmin')}</p>
      <div style={styles.actions}>
        <button type="button" onClick={onBack} style={styles.secondary}>
          {t('auth.forbidden.back')}
        </button>
        <a href={homeHref} onClick={onHome} style={styles.primary}>
          {t('auth.forbidden.home')}
        </a>
        {administratorContact ? (
          <a href={administratorContact.href} style={styles.link}>
            {t('auth.forbidden.contact', { contact: administratorContact.label })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
