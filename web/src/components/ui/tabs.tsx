import { Tabs as ArkTabs } from '@ark-ui/react/tabs';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { hint } from 'styled-system/patterns';

type Tab = { value: string; label: ReactNode; content: ReactNode };

// tabs wrap onto a second row rather than scroll: a tab scrolled out of sight at 1280 px is a tab nobody finds
const list = css({ display: 'flex', flexWrap: 'wrap', columnGap: '1', borderBottomWidth: '1px', borderColor: 'border.default', mb: '6' });
const trigger = hint({
  px: '4',
  py: '2.5',
  fontWeight: 'medium',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderBottomWidth: '2px',
  borderColor: 'transparent',
  mb: '-1px',
  _selected: { color: 'primary.default', borderColor: 'primary.default' },
  _hover: { color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'focus.ring' },
});

type TabsProps = {
  tabs: Tab[];
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  /** unmount a tab once left: coming back refetches its lists (the admin portal, whose views live in the address bar) */
  fresh?: boolean;
};

/** Keyboard-navigable tabs (arrow keys move between them). */
export function Tabs({ tabs, value, onValueChange, label, fresh = false }: TabsProps) {
  return (
    <ArkTabs.Root value={value} onValueChange={(details) => onValueChange(details.value)} lazyMount unmountOnExit={fresh}>
      <ArkTabs.List className={list} aria-label={label}>
        {tabs.map((tab) => (
          <ArkTabs.Trigger key={tab.value} value={tab.value} className={trigger}>
            {tab.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value}>
          {tab.content}
        </ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
