import { roleCodes, roles, type RoleCode } from '@opsdesk/api';
import { useId, useState } from 'react';
import { describeDecision, viewAs } from '../src/index';
import {
  authLocales,
  evaluateAccess,
  roleName,
  type AccessRequirement,
  type AuthLocale,
} from '../src/react/index';

const checks = {
  'One authority: finance:pay': { kind: 'authority', authority: 'finance:pay' },
  'All of: tenant:read, tenant:write': { kind: 'authority', authority: ['tenant:read', 'tenant:write'] },
  'Any of: tenant:sandbox, tenant:delete': {
    kind: 'any-authority',
    authorities: ['tenant:sandbox', 'tenant:delete'],
  },
  'Page role: tenant-manage': { kind: 'page-role', pageName: 'tenant-manage' },
  'Menu: finance-receivables': { kind: 'menu', menuKey: 'finance-receivables' },
  'Operation (R rule): finance-contract-management': {
    kind: 'operation',
    menuKey: 'finance-contract-management',
  },
  'Profile: finance.approval.level is 2 or 3': {
    kind: 'profile',
    path: 'finance.approval.level',
    allowed: [2, 3],
  },
} satisfies Record<string, AccessRequirement>;

type CheckName = keyof typeof checks;

// Everybody in the explorer has the same general profile: profiles are settings, not grants.
const profile = { finance: { approval: { level: 2 } } };

/** Runs one check for one role of @opsdesk/api and shows the decision and its sentence. */
export function DecisionExplorer() {
  const [role, setRole] = useState<RoleCode>('CUSTOMER_SERVICE');
  const [check, setCheck] = useState<CheckName>('Operation (R rule): finance-contract-management');
  const [locale, setLocale] = useState<AuthLocale>('en');
  const [oldModel, setOldModel] = useState(false);
  const ids = { role: useId(), check: useId(), locale: useId(), model: useId() };
  const subject = { ...viewAs(roles[role]), profile, enableNewPermission: !oldModel };
  const decision = evaluateAccess({ subject, tenantProfile: null }, checks[check]);

  return (
    <div style={{ display: 'grid', gap: 12, padding: 16, border: '1px solid #d0d7de', borderRadius: 8 }}>
      <div style={{ display: 'flex', gap: '8px 16px', flexWrap: 'wrap', alignItems: 'center' }}>
        <label htmlFor={ids.role}>Role</label>
        <select id={ids.role} value={role} onChange={(event) => setRole(event.target.value as RoleCode)}>
          {roleCodes.map((code) => (
            <option key={code} value={code}>
              {roleName(code, 'en')}
            </option>
          ))}
        </select>
        <label htmlFor={ids.check}>Check</label>
        <select id={ids.check} value={check} onChange={(event) => setCheck(event.target.value as CheckName)}>
          {Object.keys(checks).map((name) => (
            <option key={name}>{name}</option>
          ))}
        </select>
        <label htmlFor={ids.locale}>Language</label>
        <select
          id={ids.locale}
          value={locale}
          onChange={(event) => setLocale(event.target.value as AuthLocale)}
        >
          {authLocales.map((code) => (
            <option key={code}>{code}</option>
          ))}
        </select>
        <span>
          <input
            id={ids.model}
            type="checkbox"
            checked={oldModel}
            onChange={(event) => setOldModel(event.target.checked)}
          />{' '}
          <label htmlFor={ids.model}>Old model (enableNewPermission off)</label>
        </span>
      </div>
      <output aria-live="polite" style={{ display: 'grid', gap: 4 }}>
        <span>
          <strong>{decision.allowed ? 'Allowed' : 'Denied'}</strong> by rule <code>{decision.rule}</code>, key{' '}
          <code>{decision.key}</code>
          {decision.missing ? (
            <>
              , missing <code>{decision.missing.join(', ')}</code>
            </>
          ) : null}
        </span>
        <span lang={locale}>{describeDecision(decision, locale)}</span>
      </output>
    </div>
  );
}
