import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  useDataProvider,
  useEvent,
  useRecordContext,
  useRegisterMutationMiddleware,
  useResourceContext,
  useSaveContext,
  useTranslate,
  type UpdateParams,
} from 'react-admin';
import {
  buildConflict,
  resolveConflict,
  sameValue,
  type ConflictChoice,
  type ConflictOptions,
  type ConflictOutcome,
  type ConflictRow,
  type FormValues,
  type LostValue,
} from './conflictMerge';
import { EditConflictContext } from './EditConflictContext';
import { useNotifyError } from './useNotifyError';
import { versionConflictOf, type VersionConflict } from './versionConflict';

export interface OpenConflict {
  conflict: VersionConflict;
  rows: ConflictRow[];
}

interface Resolution extends OpenConflict {
  start: FormValues;
  theirs: FormValues;
  /** The version the resolved form builds on: the record's as fetched (the conflict's when it has none). */
  version: string;
}

/**
 * The conflict handling of an edit form: when its save is refused because the record changed
 * (409 with `body.conflict`), fetches the record as it is now and offers the rows of what differs;
 * `resolve` then saves again over the new version (Keep mine, Keep both) or resets the form to
 * theirs with the writer's own changes kept (Take theirs), listing what it dropped in `lost`.
 */
export function useVersionConflict(options: ConflictOptions = {}) {
  const channel = useContext(EditConflictContext);
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const notifyError = useNotifyError();
  const { getValues, reset, setValue, handleSubmit } = useFormContext();
  const { save } = useSaveContext();
  const [open, setOpen] = useState<Resolution | null>(null);
  const [lost, setLost] = useState<LostValue[]>([]);
  /** After a resolution: the version later saves send, and the record they build on. */
  const version = useRef<string>(undefined);
  const base = useRef<FormValues>(undefined);

  const withVersion = useCallback(
    (resourceName: string, params: UpdateParams, next: (resourceName: string, params: UpdateParams) => unknown) =>
      next(resourceName, version.current ? { ...params, previousData: { ...params.previousData, updatedAt: version.current } } : params),
    [],
  );
  useRegisterMutationMiddleware(withVersion);

  const show = useEvent(async (conflict: VersionConflict, error: unknown) => {
    if (!record) return;
    try {
      const { data } = await dataProvider.getOne(resource, { id: record.id });
      const theirs = (channel?.toForm(data) ?? data) as FormValues;
      const snapshot = { loaded: base.current ?? (record as FormValues), theirs, yours: getValues(), fields: conflict.fields };
      const { rows, start } = await buildConflict(snapshot, options, { translate, dataProvider, resource });
      setOpen({ conflict, rows, start, theirs, version: typeof data.updatedAt === 'string' ? data.updatedAt : conflict.version });
    } catch {
      // Their version could not be read: the server's own words say what happened.
      notifyError(error);
    }
  });

  useEffect(
    () =>
      channel?.listen((error) => {
        const conflict = versionConflictOf(error);
        if (!conflict) return false;
        void show(conflict, error);
        return true;
      }),
    [channel, show],
  );

  const resolve = async (outcome: ConflictOutcome, choices: Readonly<Record<string, ConflictChoice>> = {}) => {
    if (!open) return;
    const { values, lost: dropped } = resolveConflict(outcome, open.start, open.rows, choices);
    version.current = open.version;
    base.current = open.theirs;
    setOpen(null);
    if (outcome === 'theirs') {
      // Their record becomes the form's starting point; what only the writer changed stays changed.
      reset(open.theirs);
      for (const [field, value] of Object.entries(values)) {
        if (!sameValue(value, open.theirs[field])) setValue(field, value, { shouldDirty: true });
      }
      setLost(dropped);
      return;
    }
    const current = getValues();
    for (const [field, value] of Object.entries(values)) {
      if (!sameValue(value, current[field])) setValue(field, value, { shouldDirty: true });
    }
    setLost([]);
    // Through the form's submit, so its rules run and a saved form may be left without a warning.
    await handleSubmit(async (submitted) => {
      await save?.(submitted);
    })();
  };

  return {
    open: open as OpenConflict | null,
    resolve,
    close: () => setOpen(null),
    lost,
    dismissLost: () => setLost([]),
  };
}
