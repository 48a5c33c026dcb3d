import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';
import { useCopyToClipboard } from '../Descriptions/useCopyToClipboard';

/** The pages of a failed visit: no permission, no such page, a server failure. */
export const resultStatuses = [403, 404, 500] as const;
export type ResultStatus = (typeof resultStatuses)[number];

export interface ResultPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  readonly status: ResultStatus;
  /** Replaces the translated title of the status. */
  readonly title?: ReactNode;
  /** Replaces the translated reason of the status (e.g. the permission the page needs). */
  readonly reason?: ReactNode;
  /** A 500's span or trace id from the response headers: shown, and copyable for a support request. */
  readonly spanId?: string;
  /** Where "Back to the home page" leads; no such link without it. */
  readonly homeHref?: string;
  /** Shows a Retry button that calls it. */
  readonly onRetry?: () => void;
  /** More buttons or links, after the built-in ones. */
  readonly actions?: ReactNode;
  /** The heading level of the title; 1 by default (the page's heading). */
  readonly headingLevel?: 1 | 2 | 3;
}

const Root = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens['space-3']};
  padding: ${tokens['space-10']} ${tokens['space-6']};
  color: ${tokens['color-text']};
  text-align: center;
`;

const Code = styled.p`
  margin: 0;
  color: ${tokens['color-primary']};
  font-size: 64px;
  font-weight: ${tokens['font-weight-bold']};
  line-height: 1;
  letter-spacing: 0.04em;
  [data-status='500'] > & {
    color: ${tokens['color-danger']};
  }
  [data-status='403'] > & {
    color: ${tokens['color-warning']};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens['font-size-2xl']};
  font-weight: ${tokens['font-weight-bold']};
  line-height: 1.3;
`;

const Reason = styled.p`
  max-width: 560px;
  margin: 0;
  color: ${tokens['color-text-muted']};
`;

const Span = styled.p`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${tokens['space-2']};
  margin: 0;
  padding: ${tokens['space-1']} ${tokens['space-3']};
  border-radius: ${tokens['radius-md']};
  background: ${tokens['color-surface-sunken']};
  font-family: ${tokens['font-family-mono']};
  font-size: ${tokens['font-size-sm']};
`;

const SmallButton = styled.button`
  height: ${tokens['control-height-sm']};
  padding: 0 ${tokens['space-2']};
  border: 1px solid ${tokens['color-border-strong']};
  border-radius: ${tokens['radius-sm']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-xs']};
  cursor: pointer;
`;

const CopyStatus = styled.span`
  font-family: ${tokens['font-family']};
  font-size: ${tokens['font-size-xs']};
  &[data-state='copied'] {
    color: ${tokens['color-success']};
  }
  &[data-state='failed'] {
    color: ${tokens['color-danger']};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-2']};
`;

const action = `
  display: inline-flex;
  align-items: center;
  height: ${tokens['control-height']};
  padding: 0 ${tokens['space-4']};
  border-radius: ${tokens['radius-md']};
  font: inherit;
  text-decoration: none;
  cursor: pointer;
`;

const HomeLink = styled.a`
  ${action}
  border: 1px solid ${tokens['color-primary']};
  background: ${tokens['color-primary']};
  color: ${tokens['color-on-primary']};
  &:hover {
    background: ${tokens['color-primary-hover']};
  }
`;

const RetryButton = styled.button`
  ${action}
  border: 1px solid ${tokens['color-border-strong']};
  background: ${tokens['color-surface']};
  color: ${tokens['color-text']};
`;

function SpanId({ spanId }: { spanId: string }) {
  const t = useUiText();
  const { state, copy } = useCopyToClipboard();
  return (
    <Span>
      <span>{t('ui.result.spanId', { spanId })}</span>
      <SmallButton type="button" onClick={() => copy(spanId)}>
        {t('ui.result.copySpanId')}
      </SmallButton>
      <CopyStatus role="status" data-state={state}>
        {state === 'copied' ? t('ui.result.copied') : state === 'failed' ? t('ui.result.copyFailed') : ''}
      </CopyStatus>
    </Span>
  );
}

/**
 * The page shown instead of a screen: 403 (no permission), 404 (no such page) or 500 (the server
 * failed). A status code, a heading, the translated reason, a 500's span id with a copy button,
 * and the ways on: home, retry, or the caller's own actions.
 */
export const ResultPage = forwardRef<HTMLElement, ResultPageProps>(function ResultPage(
  { status, title, reason, spanId, homeHref, onRetry, actions, headingLevel = 1, ...props },
  ref,
) {
  const t = useUiText();
  const hasActions = homeHref !== undefined || onRetry !== undefined || actions !== undefined;
  return (
    <Root ref={ref} data-status={status} {...props}>
      <Code>{status}</Code>
      <Title as={`h${headingLevel}`}>{title ?? t(`ui.result.${status}.title`)}</Title>
      <Reason>{reason ?? t(`ui.result.${status}.reason`)}</Reason>
      {status === 500 && spanId ? <SpanId spanId={spanId} /> : null}
      {hasActions ? (
        <Actions>
          {homeHref === undefined ? null : <HomeLink href={homeHref}>{t('ui.result.backHome')}</HomeLink>}
          {onRetry === undefined ? null : (
            <RetryButton type="button" onClick={onRetry}>
              {t('ui.common.retry')}
            </RetryButton>
          )}
          {actions}
        </Actions>
      ) : null}
    </Root>
  );
});
