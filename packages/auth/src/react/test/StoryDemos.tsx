import { useId, useState, type FormEvent } from 'react';
import { useSessionStore } from '../hooks/useSessionStore';
import { MenuGuard } from '../MenuGuard';
import { OperationGuard } from '../OperationGuard';

const frame = { fontFamily: 'system-ui, sans-serif', color: '#1f2328', lineHeight: 1.5 } as const;

/** A route's content in the stories. */
export function ReceivablesPage() {
  return (
    <section aria-labelledby="receivables-title" style={frame}>
      <h1 id="receivables-title">Receivables</h1>
      <p>The finance receivables list would render here.</p>
    </section>
  );
}

/** A login form over the in-memory store, as an app's login page would be: for the login-fallback story. */
export function DemoLoginForm() {
  const store = useSessionStore();
  const ids = { username: useId(), password: useId(), error: useId() };
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const result = await store.login({
      username: String(form.get('username')),
      password: String(form.get('password')),
    });
    setError(result.ok ? null : result.failure.message);
  };
  return (
    <form
      aria-labelledby="demo-login-title"
      onSubmit={(event) => void onSubmit(event)}
      style={{ ...frame, display: 'grid', gap: 8, maxWidth: 320 }}
    >
      <h1 id="demo-login-title">Log in</h1>
      <p style={{ margin: 0 }}>
        Try <code>fei</code> / <code>secret</code> (finance administrator, may open receivables) or{' '}
        <code>cai</code> / <code>secret</code> (customer service, may not).
      </p>
      <label htmlFor={ids.username}>Username</label>
      <input id={ids.username} name="username" autoComplete="username" defaultValue="fei" />
      <label htmlFor={ids.password}>Password</label>
      <input
        id={ids.password}
        name="password"
        type="password"
        autoComplete="current-password"
        defaultValue="secret"
        aria-describedby={error ? ids.error : undefined}
      />
      {error ? (
        <p id={ids.error} role="alert" style={{ margin: 0, color: '#b42318' }}>
          {error}
        </p>
      ) : null}
      <button type="submit">Log in</button>
    </form>
  );
}

const previewMenus = [
  ['tenant-manage', 'Tenant management'],
  ['customer-service', 'Customer service'],
  ['finance-contract-management', 'Contracts'],
  ['finance-receivables', 'Receivables'],
  ['order-management', 'Orders'],
  ['announce-manage', 'Announcements'],
  ['i18n-language', 'Languages'],
  ['menu-control', 'Menu control'],
  ['version-deploy-manage', 'Version deployment'],
  ['admin-page-platform', 'Admin accounts and roles'],
] as const;

const badge = {
  marginLeft: 8,
  padding: '0 6px',
  fontSize: '0.75rem',
  border: '1px solid #8c959f',
  borderRadius: 4,
  color: '#57606a',
} as const;

/** The console's menu as the current subject (or the previewed role) sees it: for the view-as stories. */
export function MenuPreview() {
  return (
    <nav
      aria-label="Menu preview"
      style={{ ...frame, padding: 12, border: '1px solid #d0d7de', borderRadius: 6 }}
    >
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {previewMenus.map(([key, name]) => (
          <MenuGuard key={key} menuKey={key}>
            <li>
              {name}
              <OperationGuard menuKey={key} fallback={<span style={badge}>read-only</span>} />
            </li>
          </MenuGuard>
        ))}
      </ul>
    </nav>
  );
}
