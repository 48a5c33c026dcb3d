import { forwardRef, type ReactNode } from 'react';
import { useUiText } from '../../i18n/text';
import { Badge, type BadgeProps, type BadgeTone } from '../Badge/Badge';

/**
 * The five operate categories a document status maps to (spec "Document status codes"). The same
 * names as `OperateCategory` of `@opsdesk/api`, which maps codes to them (`operateCategoryOf`);
 * this package does not import it.
 */
export const documentOperateCategories = ['edit', 'processing', 'pay', 'billing', 'finish'] as const;
export type DocumentOperateCategory = (typeof documentOperateCategories)[number];

const categoryTones: Record<DocumentOperateCategory, BadgeTone> = {
  edit: 'warning',
  processing: 'info',
  pay: 'accent',
  billing: 'neutral',
  finish: 'success',
};

export interface DocumentStatusBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'dot'> {
  /** The operate category of the status, e.g. `operateCategoryOf(code)` from `@opsdesk/api`. */
  readonly category: DocumentOperateCategory;
  /**
   * The status's own name ("In approval", "Rejected"), translated by the caller; without it the
   * badge shows the category's name.
   */
  readonly label?: ReactNode;
}

/** A document status, coloured by its operate category. */
export const DocumentStatusBadge = forwardRef<HTMLSpanElement, DocumentStatusBadgeProps>(
  function DocumentStatusBadge({ category, label, ...props }, ref) {
    const t = useUiText();
    return (
      <Badge ref={ref} tone={categoryTones[category]} dot data-variant={category} {...props}>
        {label ?? t(`ui.documentStatusBadge.${category}`)}
      </Badge>
    );
  },
);
