import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useCanAccess, useTranslate, type Identifier } from 'react-admin';
import { AUDIT_ENTITIES } from '../../shared/auditValues';
import { PleaseWait } from './PleaseWait';

// The history and its entries' components are downloaded when the tab is first opened.
const RecordHistory = lazy(() => import('../resources/audit/RecordHistory').then((m) => ({ default: m.RecordHistory })));

export interface RecordTabsProps {
  resource: string;
  id: Identifier;
  /** The record's form (or read-only view): the Details tab. */
  children: ReactNode;
}

/**
 * Details and History over a record screen, for the records the audit history follows, to those
 * who may view the Audit Log; otherwise the screen as it is. The form stays mounted while History
 * shows, so nothing typed is lost by looking at the history.
 */
export const RecordTabs = ({ resource, id, children }: RecordTabsProps) => {
  const translate = useTranslate();
  const prefix = useId();
  const { canAccess } = useCanAccess({ resource: 'audit', action: 'list' });
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const shown = canAccess === true && (AUDIT_ENTITIES as readonly string[]).includes(resource);
  const tabId = (name: string) => `${prefix}-tab-${name}`;
  const panelId = (name: string) => `${prefix}-panel-${name}`;
  // The form keeps its place in the tree whether the tabs show or not (the permission arrives after
  // the first render), so it is never mounted twice.
  return (
    <>
      {shown && (
        <Tabs
          value={tab}
          onChange={(_event, next: 'details' | 'history') => setTab(next)}
          aria-label={translate('app.audit.history.tabs')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: { xs: 1, sm: 2 } }}
        >
          <Tab value="details" label={translate('app.audit.history.details')} id={tabId('details')} aria-controls={panelId('details')} />
          <Tab value="history" label={translate('app.audit.history.tab')} id={tabId('history')} aria-controls={panelId('history')} />
        </Tabs>
      )}
      <Box
        {...(shown ? { role: 'tabpanel', id: panelId('details'), 'aria-labelledby': tabId('details') } : {})}
        hidden={shown && tab !== 'details'}
      >
        {children}
      </Box>
      {shown && (
        <Box role="tabpanel" id={panelId('history')} aria-labelledby={tabId('history')} hidden={tab !== 'history'}>
          {tab === 'history' && (
            <Suspense fallback={<PleaseWait />}>
              <RecordHistory id={id} />
            </Suspense>
          )}
        </Box>
      )}
    </>
  );
};
