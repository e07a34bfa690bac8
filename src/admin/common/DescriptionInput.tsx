import { useId, useMemo } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import {
  AlignmentButtons,
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { useLocaleState, useTranslate, useTranslateLabel, type Validator } from 'react-admin';
import { useRichTextDraft, type RichTextDraftOffer } from './useRichTextDraft';

/** Shorter on a phone, where a tall box would hide the form's buttons behind a long scroll. */
const EDITOR_HEIGHT = { xs: 320, sm: 600 };

export interface DescriptionInputProps {
  source: string;
  /**
   * i18n key of the field's label (by default `resources.<resource>.fields.<source>`, as react-admin's
   * inputs), or false when a heading nearby names it (then pass `labelledBy`).
   */
  label?: string | false;
  /** The id of the element that names the editor, when `label` is false. */
  labelledBy?: string;
  disabled?: boolean;
  /** The server's limit on the field (a description's characters, markup included), said under the editor. */
  validate?: Validator | Validator[];
}

/**
 * Only the formatting the server keeps (src/server/core/sanitize.ts): no colours or images, which
 * it would strip. No heading menu either: its markup is not an accessible list.
 */
const Toolbar = () => (
  <RichTextInputToolbar>
    <FormatButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/** 'A draft of this text kept at 10:42 …', with Restore and Discard. */
const DraftOffer = ({ offer }: { offer: RichTextDraftOffer }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(offer.draft.savedAt);
  return (
    <Alert
      severity="info"
      sx={{ my: 1 }}
      action={
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button color="inherit" size="small" onClick={offer.restore}>
            {translate('app.richText.restoreDraft')}
          </Button>
          <Button color="inherit" size="small" onClick={offer.discard}>
            {translate('app.richText.discardDraft')}
          </Button>
        </Stack>
      }
    >
      {translate('app.richText.draftKept', { time })}
    </Alert>
  );
};

/**
 * The rich-text description of companies, locations, events and courses. The editable element
 * itself carries the name, as screen readers need it; read-only, the toolbar is left out, as its
 * buttons would do nothing. Unsaved text is kept as a draft and offered back (useRichTextDraft).
 */
export const DescriptionInput = ({ source, label, labelledBy, disabled = false, validate }: DescriptionInputProps) => {
  const translateLabel = useTranslateLabel();
  const ownLabelId = useId();
  const nameId = label === false ? (labelledBy ?? '') : ownLabelId;
  const draftOffer = useRichTextDraft(source, !disabled);
  const editorOptions = useMemo(
    () => ({
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': nameId } },
    }),
    [nameId],
  );
  return (
    <>
      {label !== false && (
        <Typography id={ownLabelId} component="span" variant="subtitle2" sx={{ display: 'block', mt: 1 }}>
          {translateLabel({ label, source })}
        </Typography>
      )}
      {draftOffer && <DraftOffer offer={draftOffer} />}
      <RichTextInput
        source={source}
        label={false}
        disabled={disabled}
        validate={validate}
        editorOptions={editorOptions}
        toolbar={disabled ? <></> : <Toolbar />}
        fullWidth
        sx={{ '& .ProseMirror': { height: EDITOR_HEIGHT, overflowY: 'auto' } }}
      />
    </>
  );
};
