import { Button, DropdownMenu } from '@opsdesk/ui';
import { useState } from 'react';

export interface CompanyChoice {
  readonly id: number;
  readonly name: string;
}

export interface CompanyMenuProps {
  /** The trigger's text: the current company, or "switch company". */
  readonly label: string;
  /** The menu's heading. */
  readonly heading: string;
  readonly companies: readonly CompanyChoice[];
  readonly currentId: number | undefined;
  readonly onSelect: (company: CompanyChoice) => void;
  /** Opens the menu at once: the trigger was pressed while this module loaded. */
  readonly defaultOpen?: boolean;
}

/**
 * The header's company switcher. A module of its own, loaded by the header only for accounts with
 * more than one company, so that the menu's libraries (Radix menu, Floating UI) stay out of
 * everybody else's shell.
 */
export default function CompanyMenu({
  label,
  heading,
  companies,
  currentId,
  onSelect,
  defaultOpen = false,
}: CompanyMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button variant="secondary" size="sm">
          {label}
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Label>{heading}</DropdownMenu.Label>
        {companies.map((company) => (
          <DropdownMenu.Item
            key={company.id}
            disabled={company.id === currentId}
            onSelect={() => onSelect(company)}
          >
            {company.name}
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
