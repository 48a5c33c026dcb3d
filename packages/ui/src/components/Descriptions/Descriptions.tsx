import { useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useUiText } from '../../i18n/text';
import { tokens } from '../../theme';
import { visuallyHidden } from '../Spinner/visuallyHidden';
import { useCopyToClipboard } from './useCopyToClipboard';

/** What an empty value shows: a dash, read as "No value". */
export const EMPTY_VALUE = '—';

/** One label and its value. */
export interface DescriptionItem {
  readonly key: string;
  readonly label: string;
  /** The value; `null`, `undefined`, `''` and `[]` show as an empty value. */
  readonly value: ReactNode;
  /** Columns it spans, 1 by default; `'row'` fills the whole row (a long remark, an address). */
  readonly span?: number | 'row';
  /** Offers a copy button: `true` copies the shown text, a string copies that string. */
  readonly copyable?: boolean | string;
}

export interface DescriptionsProps {
  readonly items: readonly DescriptionItem[];
  /** Columns on a wide container (1 to 4, 3 by default); always one on a narrow one. */
  readonly columns?: 1 | 2 | 3 | 4;
  /** `horizontal`: the label beside its value (default); `vertical`: the label above it. */
  readonly layout?: 'horizontal' | 'vertical';
  /** A heading above the list. */
  readonly title?: ReactNode;
  /** The heading level of the title; 3 by default. */
  readonly headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const Root = styled.div`
  container-type: inline-size;
  color: ${tokens['color-text']};
`;

const Title = styled.h3`
  margin: 0 0 ${tokens['space-3']};
  font-size: ${tokens['font-size-lg']};
  font-weight: ${tokens['font-weight-bold']};
`;

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens['space-3']} ${tokens['space-6']};
  margin: 0;
  &[data-columns='1'] {
    grid-template-columns: minmax(0, 1fr);
  }
  &[data-columns='2'] {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  &[data-columns='4'] {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  @container (max-width: 560px) {
    && {
      grid-template-columns: minmax(0, 1fr);
    }
    && > div {
      grid-column: auto;
    }
  }
`;

const Item = styled.div`
  display: grid;
  /* One label width for every item, so the values line up in columns. */
  grid-template-columns: minmax(0, 8em) minmax(0, 1fr);
  gap: ${tokens['space-3']};
  align-items: baseline;
  min-width: 0;
  &[data-layout='vertical'] {
    grid-template-columns: minmax(0, 1fr);
    gap: ${tokens['space-1']};
  }
  &[data-span='2'] {
    grid-column: span 2;
  }
  &[data-span='3'] {
    grid-column: span 3;
  }
  &[data-span='4'] {
    grid-column: span 4;
  }
  &[data-span='row'] {
    grid-column: 1 / -1;
  }
`;

const Label = styled.dt`
  color: ${tokens['color-text-muted']};
  overflow-wrap: anywhere;
`;

const Value = styled.dd`
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

const Empty = styled.span`
  color: ${tokens['color-text-muted']};
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const CopyButton = styled.button`
  display: inline-grid;
  place-items: center;
  vertical-align: middle;
  width: 24px;
  margin-left: ${tokens['space-1']};
  height: 24px;
  padding: 0;
  border: 0;
  border-radius: ${tokens['radius-sm']};
  background: transparent;
  color: ${tokens['color-primary']};
  cursor: pointer;
  &:hover {
    background: ${tokens['color-primary-subtle']};
  }
`;

const CopyStatus = styled.span`
  margin-left: ${tokens['space-1']};
  font-size: ${tokens['font-size-xs']};
  &[data-state='copied'] {
    color: ${tokens['color-success']};
  }
  &[data-state='failed'] {
    color: ${tokens['color-danger']};
  }
`;

/** True for the values that show as "—". */
export function isEmptyValue(value: ReactNode): boolean {
  return (
    value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function clampSpan(span: DescriptionItem['span'], columns: number): string | undefined {
  if (span === 'row') return 'row';
  if (span === undefined || span <= 1) return undefined;
  return String(Math.min(Math.floor(span), columns));
}

function CopyValue({ label, getText }: { label: string; getText: () => string }) {
  const t = useUiText();
  const { state, copy } = useCopyToClipboard();
  return (
    <>
      <CopyButton
        type="button"
        aria-label={t('ui.descriptions.copy', { label })}
        onClick={() => copy(getText())}
      >
        <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <rect
            x="5"
            y="5"
            width="9"
            height="9"
            rx="1.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
          <path
            d="M11 3.5V3a1 1 0 0 0-1-1H3a1 1 0 0 0-1 1v7a1 1 0 0 0 1 1h.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
          />
        </svg>
      </CopyButton>
      <CopyStatus role="status" data-state={state}>
        {state === 'copied'
          ? t('ui.descriptions.copied')
          : state === 'failed'
            ? t('ui.descriptions.copyFailed')
            : ''}
      </CopyStatus>
    </>
  );
}

function DescriptionValue({ item }: { item: DescriptionItem }) {
  const t = useUiText();
  const shown = useRef<HTMLSpanElement | null>(null);
  if (isEmptyValue(item.value)) {
    return (
      <Value>
        <Empty aria-hidden="true">{EMPTY_VALUE}</Empty>
        <Hidden>{t('ui.descriptions.empty')}</Hidden>
      </Value>
    );
  }
  const copyText = typeof item.copyable === 'string' ? item.copyable : undefined;
  return (
    <Value>
      <span ref={shown}>{item.value}</span>
      {item.copyable ? (
        <CopyValue label={item.label} getText={() => copyText ?? shown.current?.textContent ?? ''} />
      ) : null}
    </Value>
  );
}

/**
 * The label/value layout of a detail page, as a description list: columns that fold into one on a
 * narrow container, items that span columns or the whole row, empty values shown as "—" (read as
 * "No value"), and a copy button on copyable values that says whether the copy worked.
 */
export function Descriptions({
  items,
  columns = 3,
  layout = 'horizontal',
  title,
  headingLevel = 3,
}: DescriptionsProps) {
  return (
    <Root>
      {title === undefined ? null : <Title as={`h${headingLevel}`}>{title}</Title>}
      <List data-columns={columns}>
        {items.map((item) => (
          <Item key={item.key} data-layout={layout} data-span={clampSpan(item.span, columns)}>
            <Label>{item.label}</Label>
            <DescriptionValue item={item} />
          </Item>
        ))}
      </List>
    </Root>
  );
}
