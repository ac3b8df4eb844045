import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';

export interface TagMenuTarget {
  key: string;
  affix: boolean;
  x: number;
  y: number;
}

export interface TagContextMenuProps {
  target: TagMenuTarget | null;
  onClose(): void;
  onRefresh(key: string): void;
  onCloseTag(key: string): void;
  onCloseOthers(key: string): void;
  onCloseLeft(key: string): void;
  onCloseRight(key: string): void;
  onCloseAll(): void;
}

const ITEM = 'cursor-pointer px-4 py-1.5 text-xs text-slate-700 outline-none data-[highlighted]:bg-slate-100';

/** The tab's right-click menu (105 px wide): refresh, close, close others, close left, close
 * right, close all. */
export function TagContextMenu({ target, onClose, onRefresh, onCloseTag, onCloseOthers, onCloseLeft, onCloseRight, onCloseAll }: TagContextMenuProps) {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root open={target !== null} onOpenChange={(open) => !open && onClose()} modal={false}>
      {/* An invisible anchor at the pointer: the menu opens where the tab was right-clicked. */}
      <DropdownMenu.Trigger asChild>
        <span aria-hidden="true" className="pointer-events-none fixed size-0" style={{ left: target?.x ?? 0, top: target?.y ?? 0 }} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" sideOffset={2} className="z-[3000] w-[105px] rounded border border-slate-200 bg-white py-1 shadow-md">
          {target && (
            <>
              <DropdownMenu.Item className={ITEM} onSelect={() => onRefresh(target.key)}>
                {t('tagsView.refresh')}
              </DropdownMenu.Item>
              {!target.affix && (
                <DropdownMenu.Item className={ITEM} onSelect={() => onCloseTag(target.key)}>
                  {t('tagsView.close')}
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Item className={ITEM} onSelect={() => onCloseOthers(target.key)}>
                {t('tagsView.closeOthers')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={ITEM} onSelect={() => onCloseLeft(target.key)}>
                {t('tagsView.closeLeft')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={ITEM} onSelect={() => onCloseRight(target.key)}>
                {t('tagsView.closeRight')}
              </DropdownMenu.Item>
              <DropdownMenu.Item className={ITEM} onSelect={onCloseAll}>
                {t('tagsView.closeAll')}
              </DropdownMenu.Item>
            </>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
