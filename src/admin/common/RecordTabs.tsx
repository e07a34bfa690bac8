import { Suspense, useId, useState, type ComponentType, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { PleaseWait } from './PleaseWait';
import { useRecordTabs } from './resourceOptions';
import { useModulesAccess } from './useModuleAccess';

/** A tab of the record's own resource, shown after Details to everyone who sees the screen. */
export interface OwnRecordTab {
  key: string;
  labelKey: string;
  Panel: ComponentType<{ id: Identifier; readOnly: boolean }>;
}

export interface RecordTabsProps {
  resource: string;
  id: Identifier;
  /** The resource's own tabs (the event's Attendees), before those other resources add. */
  ownTabs?: readonly OwnRecordTab[];
  /** The screen shows the record read-only: its own tabs are told so. */
  readOnly?: boolean;
  /** The record's form (or read-only view): the Details tab. */
  children: ReactNode;
}

const NO_TABS: readonly OwnRecordTab[] = [];

const DETAILS = 'details';

/**
 * Details beside the resource's own tabs and those other resources add to this record's screen (the
 * History, shown to those who may list its resource), in one tab list; without any, the screen as
 * it is. The form stays mounted while another tab shows, so nothing typed is lost by looking at one.
 */
export const RecordTabs = ({ resource, id, ownTabs = NO_TABS, readOnly = false, children }: RecordTabsProps) => {
  const translate = useTranslate();
  const prefix = useId();
  const offered = useRecordTabs(resource);
  const { canAccess } = useModulesAccess('list', offered.map((tab) => tab.listOf));
  const [current, setCurrent] = useState(DETAILS);
  const tabs = offered.filter((tab) => canAccess?.[tab.listOf] === true);
  const shown = ownTabs.length + tabs.length > 0;
  const tabId = (name: string) => `${prefix}-tab-${name}`;
  const panelId = (name: string) => `${prefix}-panel-${name}`;
  // The form keeps its place in the tree whether the tabs show or not (a permission not yet in the
  // cache arrives after the first render), so it is never mounted twice.
  return (
    <>
      {shown && (
        <Tabs
          value={current}
          onChange={(_event, next: string) => setCurrent(next)}
          aria-label={translate('app.audit.history.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          <Tab value={DETAILS} label={translate('app.audit.history.details')} id={tabId(DETAILS)} aria-controls={panelId(DETAILS)} />
          {[...ownTabs, ...tabs].map((tab) => (
            <Tab key={tab.key} value={tab.key} label={translate(tab.labelKey)} id={tabId(tab.key)} aria-controls={panelId(tab.key)} />
          ))}
        </Tabs>
      )}
      <Box
        {...(shown ? { role: 'tabpanel', id: panelId(DETAILS), 'aria-labelledby': tabId(DETAILS) } : {})}
        hidden={shown && current !== DETAILS}
      >
        {children}
      </Box>
      {ownTabs.map(({ key, Panel }) => (
        <Box key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={current !== key}>
          {current === key && <Panel id={id} readOnly={readOnly} />}
        </Box>
      ))}
      {tabs.map(({ key, Panel }) => (
        <Box key={key} role="tabpanel" id={panelId(key)} aria-labelledby={tabId(key)} hidden={current !== key}>
          {current === key && (
            <Suspense fallback={<PleaseWait />}>
              <Panel id={id} />
            </Suspense>
          )}
        </Box>
      ))}
    </>
  );
};
