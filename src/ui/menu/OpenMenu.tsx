// The menu of a MenuButton once pressed: Radix's dropdown, mounted open.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Fragment, useState } from 'react';
import type { MenuButtonProps } from './MenuButton';

export function OpenMenu({ children, entries, className, title, contentClassName, entryClassName, align = 'end', sideOffset = 4, ...rest }: MenuButtonProps) {
  const [open, setOpen] = useState(true);
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={className} title={title} aria-label={rest['aria-label']}>
        {children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align={align} sideOffset={sideOffset} className={contentClassName}>
          {entries.map((entry) => (
            <Fragment key={entry.key}>
              {entry.separatorBefore && <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />}
              <DropdownMenu.Item className={entryClassName} onSelect={entry.onSelect}>
                {entry.label}
              </DropdownMenu.Item>
            </Fragment>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
