import styled from 'styled-components';
import { announce } from '../../a11y/announce';
import { Button } from '../../components/Button';
import { copyText } from '../../components/ToastProvider/copyText';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme/tokens';

const Line = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${tokens['space-2']};
  margin-top: ${tokens['space-1']};
  color: ${tokens['color-text-muted']};
  font-size: ${tokens['font-size-sm']};
`;

const Id = styled.code`
  font-family: ${tokens['font-family-mono']};
  user-select: all;
  overflow-wrap: anywhere;
`;

export interface SpanIdLineProps {
  readonly spanId: string;
  /** Copies the id; the clipboard with its fallback by default. */
  readonly copy?: (text: string) => Promise<boolean>;
}

/** `spanId: …` under a failure, selectable, with a button that copies it (spec §8). */
export function SpanIdLine({ spanId, copy = copyText }: SpanIdLineProps) {
  const t = useUiText();
  return (
    <Line>
      <Id>{t('ui.export.spanId', { spanId })}</Id>
      <Button
        type="button"
        variant="link"
        size="sm"
        onClick={async () => {
          const copied = await copy(spanId).catch(() => false);
          announce(t(copied ? 'ui.toast.copySuccess' : 'ui.toast.copyFailed'));
        }}
      >
        {t('ui.export.copySpanId')}
      </Button>
    </Line>
  );
}
