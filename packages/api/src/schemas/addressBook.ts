import { z } from 'zod';
import { pageSchema } from './common';
import { staffLookupSchema } from './lookups';

/** A member of a department's staff, as the address book lists it: a staff result and its department. */
export const departmentStaffSchema = staffLookupSchema.extend({
  /** The department the staff member works in. */
  departmentOID: z.string().uuid(),
});
export type DepartmentStaff = z.infer<typeof departmentStaffSchema>;

export const departmentStaffPageSchema = pageSchema(departmentStaffSchema);

/**
 * The staff of a department who have not left, by name (`fullName,asc` unless `sort` says
 * otherwise); `keyword` searches name, employee ID, e-mail and mobile.
 */
export interface DepartmentStaffQuery {
  readonly page?: number | undefined;
  readonly size?: number | undefined;
  readonly keyword?: string | undefined;
  /** `fullName`, `employeeID` or `departmentName`, with `,asc` or `,desc`. */
  readonly sort?: string | undefined;
}
