import type { ComponentType } from 'react';

/** The bespoke screens by name: the catalogue binds a bespoke route's `screen` here. */
export const bespokeScreens: Readonly<Record<string, () => Promise<{ readonly default: ComponentType }>>> =
  {};
