import { getPendingCounts, switchCompany, type PendingCounts } from '@opsdesk/api';
import { useSession, useSessionStore } from '@opsdesk/auth/react';
import { describeError } from '@opsdesk/http';
import { Button, IconButton, Select, Switch, useToast } from '@opsdesk/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useConsole } from '../app/ConsoleContext';
import { useText } from '../i18n';
import { shellLanguages, type ShellLanguage } from '../i18n/language';
import type { CompanyMenuProps } from './CompanyMenu';

const CompanyMenu = lazy(() => import('./CompanyMenu'));

/**
 * The company switcher: its menu loads on its own (most accounts have one company and never need
 * it). Until it is there, the same button stands in; pressing it opens the menu as soon as it loads.
 */
function CompanySwitcher(props: Omit<CompanyMenuProps, 'defaultOpen'>) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <Button variant="secondary" size="sm" aria-haspopup="menu" onClick={() => setPressed(true)}>
          {props.label}
        </Button>
      }
    >
      <CompanyMenu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-3);
  align-items: center;
  padding: var(--ops-space-2) var(--ops-space-4);
  border-bottom: 1px solid var(--ops-color-border);
  background: var(--ops-color-surface);
`;

const Welcome = styled.p`
  margin: 0;
  flex: 1;
  min-width: 160px;
  font-weight: var(--ops-font-weight-medium);
`;

const Counts = styled.ul`
  display: flex;
  gap: var(--ops-space-2);
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    gap: var(--ops-space-1);
    align-items: center;
    padding: 2px var(--ops-space-2);
    border-radius: var(--ops-radius-pill);
    background: var(--ops-color-surface-sunken);
    font-size: var(--ops-font-size-sm);
  }
  strong {
    color: var(--ops-color-primary);
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ops-space-2);
  align-items: center;
`;

const languageNames: Readonly<Record<ShellLanguage, string>> = {
  zh_cn: '简体中文',
  en: 'English',
  ja: '日本語',
};

/** Pending counts of the header, loaded when the page changes so they stay fresh while working. */
function usePendingCounts(refreshKey: string): PendingCounts | undefined {
  const { http } = useConsole();
  const [counts, setCounts] = useState<PendingCounts>();
  useEffect(() => {
    const controller = new AbortController();
    getPendingCounts(http, { signal: controller.signal }).then(setCounts, () => undefined);
    return () => controller.abort();
  }, [http, refreshKey]);
  return counts;
}

export interface HeaderProps {
  readonly collapsed: boolean;
  readonly onToggleMenu: () => void;
  readonly onOpenPalette: () => void;
  readonly refreshKey: string;
}

/** The header: welcome, pending counts, search, language, tenant mode, company, admin mode, logout. */
export function Header({ collapsed, onToggleMenu, onOpenPalette, refreshKey }: HeaderProps) {
  const t = useText();
  const session = useSession();
  const store = useSessionStore();
  const { http, language, setLanguage } = useConsole();
  const toast = useToast();
  const navigate = useNavigate();
  const counts = usePendingCounts(refreshKey);
  const user = session.user;
  const currentCompany = session.companyConfiguration
    ? session.companies.find((company) => company.id === session.companyConfiguration?.companyId)
    : undefined;
  const mayAdminister = user?.permitAll === true || (user?.authorities ?? []).includes('role:manage');

  const pending = counts
    ? [
        { key: 'reimbursement', name: t('shell.pending.reimbursement'), count: counts.reimbursement },
        { key: 'approvals', name: t('shell.pending.approvals'), count: counts.approvals },
        { key: 'businessCards', name: t('shell.pending.businessCards'), count: counts.businessCards },
      ]
    : [];

  return (
    <Bar>
      <IconButton
        label={collapsed ? t('shell.expand') : t('shell.collapse')}
        variant="ghost"
        onClick={onToggleMenu}
        aria-expanded={!collapsed}
        icon={
          <svg
            aria-hidden="true"
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
        }
      />
      <Welcome>{t('shell.welcome', { name: user?.name ?? '' })}</Welcome>
      {pending.length > 0 ? (
        <Counts>
          {pending.map((item) => (
            <li key={item.key} aria-label={t('shell.pending.label', { name: item.name, count: item.count })}>
              <span aria-hidden="true">{item.name}</span>
              <strong aria-hidden="true">{item.count}</strong>
            </li>
          ))}
        </Counts>
      ) : null}
      <Controls>
        <Button variant="secondary" size="sm" onClick={onOpenPalette} aria-keyshortcuts="Control+K Meta+K">
          {t('shell.search')} <kbd>Ctrl K</kbd>
        </Button>
        <Select
          label={t('shell.language')}
          hideLabel
          size="sm"
          options={shellLanguages.map((code) => ({ value: code, label: languageNames[code] }))}
          value={language}
          onValueChange={(value) => {
            if (value) setLanguage(value as ShellLanguage);
          }}
        />
        <Switch
          label={t('shell.tenantMode')}
          size="sm"
          checked={session.tenantMode}
          onCheckedChange={(on) => store.setTenantMode(on)}
        />
        {session.companies.length > 1 ? (
          <CompanySwitcher
            label={
              currentCompany
                ? t('shell.currentCompany', { name: currentCompany.name })
                : t('shell.switchCompany')
            }
            heading={t('shell.switchCompany')}
            companies={session.companies.filter((company) => company.enabled)}
            currentId={currentCompany?.id}
            onSelect={(company) => {
              switchCompany(http, company.id).then(
                () => store.reload(),
                (error: unknown) =>
                  toast.toastError(error, (failure) => describeError(failure, { language })),
              );
            }}
          />
        ) : null}
        {mayAdminister ? (
          <Button
            variant={session.adminMode ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => store.setAdminMode(!session.adminMode)}
          >
            {session.adminMode ? t('shell.adminMode.exit') : t('shell.adminMode.enter')}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            void store.logout().then(() => navigate('/login'));
          }}
        >
          {t('shell.logout')}
        </Button>
      </Controls>
    </Bar>
  );
}
