import type { ReactNode } from 'react';
import { describeDecision } from '../../permissions';
import type { Decision } from '../../types';
import { useSession } from '../hooks/useSession';
import { roleName } from '../messages';

/** A story frame: who is signed in, what is checked, and what the guard rendered. */
export function GuardDemo({ check, children }: { readonly check: string; readonly children: ReactNode }) {
  const { user } = useSession();
  const who = user ? `${user.name} (${user.roles.map((role) => roleName(role, 'en')).join(', ')})` : 'nobody';
  return (
    <div
      style={{
        display: 'grid',
        gap: 8,
        maxWidth: 560,
        fontFamily: 'system-ui, sans-serif',
        color: '#1f2328',
      }}
    >
      <p style={{ margin: 0 }}>
        Signed in as <strong>{who}</strong>. Check: <code>{check}</code>
      </p>
      <div style={{ padding: 12, border: '1px dashed #8c959f', borderRadius: 6, minHeight: 40 }}>
        {children}
      </div>
    </div>
  );
}

/** A fallback that shows why the guard denied, where the default would show nothing. */
export function whyHidden(decision: Decision): ReactNode {
  return <p style={{ margin: 0, color: '#57606a' }}>Hidden: {describeDecision(decision, 'en')}</p>;
}
