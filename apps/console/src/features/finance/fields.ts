import type { ScreenFieldView } from '../../resources/types';

// Field views that several finance screens share, so that one field reads the same on every screen
// of the area. The resources' descriptions in @opsdesk/api give the fields' labels, enum words and
// inputs (the tax rate's select of China's VAT rates, the product lines' select); the screens state
// only what differs: widths, and what the workflow sets.

/** The tax rate: a select of China's VAT rates, from its description. */
export const taxRateField: ScreenFieldView = { width: 80 };

/** An invoice's status: set by the workflow's actions, never typed. */
export const invoiceStatusField: ScreenFieldView = { width: 100, readOnly: true };
