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

/**
 * The editing area's height (spec 001 §9: 600); it scrolls beyond. On a phone a 600 px box would
 * hide the form's buttons behind a long scroll, so it is shorter there.
 */
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
 * The formatting the server keeps (src/server/sanitize.ts): no colours or images, which it would
 * strip. The heading menu is left out too: its markup is not an accessible list.
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
 * The rich-text description of companies, locations, events and courses (ra-input-rich-text; the
 * server sanitises what it stores). The editable element itself carries the name, as screen readers
 * need it; read-only, the formatting toolbar is left out, as its buttons would do nothing. While
 * editable, unsaved text is kept as a draft every 30 seconds and offered back for two minutes
 * (useRichTextDraft).
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
