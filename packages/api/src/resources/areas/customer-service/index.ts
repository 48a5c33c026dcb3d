// The customer-service area: its staff records (`staff.ts`, a module of their own so that what names
// staff loads only them) and what customer service keeps beside them (`records.ts`).

export * from './staff';
export * from './records';
