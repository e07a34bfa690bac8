import { lazy, Suspense, useState } from 'react';
import { Switch } from '@mui/material';
import {
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import { tooltipAttributes } from './sharedTooltip';
import { useModuleAccess } from './useModuleAccess';
import { useNotifyError } from './useNotifyError';

// The confirmation is downloaded the first time a switch is flipped, not with every list.
const Confirm = lazy(() => import('./reactAdminConfirm').then((m) => ({ default: m.Confirm })));

export interface StatusToggleButtonProps {
  /** Defaults to the resource of the surrounding list. */
  resource?: string;
  /** Why this record's status may not be changed by the signed-in person (a catalogue key): the switch is disabled with it as its tooltip. */
  lockedHint?: string;
}

/**
 * The active/inactive switch of a list row, with a confirmation ('Do you want to change the status
 * to Inactive?'). Without the active/inactive permission the status is read-only.
 */
export const StatusToggleButton = ({ resource: resourceProp, lockedHint }: StatusToggleButtonProps) => {
  const record = useRecordContext<{ id: string; isActive?: boolean; name?: string; updatedAt?: string }>();
  const contextResource = useResourceContext();
  const resource = resourceProp ?? contextResource ?? '';
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { canAccess } = useModuleAccess('activeInactive', resource);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const [saving, setSaving] = useState(false);
  if (!record) return null;

  const isActive = record.isActive !== false;
  const target = translate(isActive ? 'app.status.inactive' : 'app.status.active');
  const label = translate('app.status.toggleLabel', { name: record.name ?? '', status: translate(isActive ? 'app.status.active' : 'app.status.inactive') });

  const confirm = async () => {
    setSaving(true);
    try {
      await dataProvider.setActive(resource, { id: record.id, isActive: !isActive, previousData: record });
      notify('app.status.changed', { type: 'success', messageArgs: { status: target } });
      refresh();
    } catch (error) {
      notifyError(error);
      // A row changed by someone else since it was shown (409): show it as it is now.
      if ((error as { status?: unknown } | null)?.status === 409) refresh();
    } finally {
      setSaving(false);
      setOpen(false);
    }
  };

  return (
    <>
      <span {...tooltipAttributes(!canAccess ? '' : lockedHint ? translate(lockedHint) : translate('app.status.change'))}>
        <Switch
          checked={isActive}
          disabled={!canAccess || Boolean(lockedHint)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => {
            setUsed(true);
            setOpen(true);
          }}
          slotProps={{ input: { 'aria-label': label } }}
          size="small"
        />
      </span>
      {used && (
        <Suspense fallback={null}>
          <Confirm
            isOpen={open}
            loading={saving}
            title={`app.status.titles.${resource}`}
            content={translate('app.status.confirmChange', { status: target })}
            confirm="app.status.confirm"
            cancel="app.status.close"
            onConfirm={confirm}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
};
