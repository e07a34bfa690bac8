import { useEffect, useState } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import { useGetIdentity, useRecordContext, useResourceContext } from 'react-admin';
import {
  DRAFT_INTERVAL_MS,
  discardDraft,
  draftKey,
  purgeExpiredDrafts,
  readDraft,
  saveDraft,
  type RichTextDraft,
} from './richTextDraft';

export interface RichTextDraftOffer {
  draft: RichTextDraft;
  restore: () => void;
  discard: () => void;
}

/**
 * Keeps the field's unsaved text as a draft while it differs from the record's, offers a recent
 * draft when the form opens, and drops it once the form is saved.
 */
export function useRichTextDraft(source: string, enabled: boolean): RichTextDraftOffer | null {
  const { getValues, getFieldState, setValue } = useFormContext();
  const { isSubmitSuccessful } = useFormState();
  const resource = useResourceContext() ?? 'form';
  const record = useRecordContext();
  const { identity } = useGetIdentity();
  const key = enabled && identity ? draftKey({ userId: identity.id, resource, recordId: record?.id, source }) : null;
  const [offered, setOffered] = useState<RichTextDraft | null>(null);

  useEffect(() => {
    if (!key) return;
    purgeExpiredDrafts(localStorage);
    const draft = readDraft(localStorage, key);
    if (draft && draft.value !== getValues(source)) setOffered(draft);
    else if (draft) discardDraft(localStorage, key);
    // Read once per field and record: a draft is offered when the form opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key) return;
    const timer = setInterval(() => {
      const value: unknown = getValues(source);
      if (typeof value === 'string' && getFieldState(source).isDirty) saveDraft(localStorage, key, value);
    }, DRAFT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [key, source, getValues, getFieldState]);

  useEffect(() => {
    if (key && isSubmitSuccessful) discardDraft(localStorage, key);
  }, [key, isSubmitSuccessful]);

  if (!key || !offered) return null;
  return {
    draft: offered,
    restore: () => {
      setValue(source, offered.value, { shouldDirty: true, shouldTouch: true });
      setOffered(null);
    },
    discard: () => {
      discardDraft(localStorage, key);
      setOffered(null);
    },
  };
}
