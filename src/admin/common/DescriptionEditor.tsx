import { useMemo } from 'react';
import { Alert, Button, Stack } from '@mui/material';
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
import { useLocaleState, useTranslate, type Validator } from 'react-admin';
import { useRichTextDraft, type RichTextDraftOffer } from './useRichTextDraft';

export interface DescriptionEditorProps {
  source: string;
  /** The id of the element that names the editor. */
  labelledBy: string;
  disabled?: boolean;
  validate?: Validator | Validator[];
  /** The editable box's height, by breakpoint. */
  height: Record<string, number>;
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
 * The editor of DescriptionInput, in a chunk of its own. The editable element itself carries the
 * name, as screen readers need it; read-only, the toolbar is left out, as its buttons would do
 * nothing. Unsaved text is kept as a draft and offered back (useRichTextDraft).
 */
export const DescriptionEditor = ({ source, labelledBy: nameId, disabled = false, validate, height }: DescriptionEditorProps) => {
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
      {draftOffer && <DraftOffer offer={draftOffer} />}
      <RichTextInput
        source={source}
        label={false}
        disabled={disabled}
        validate={validate}
        editorOptions={editorOptions}
        toolbar={disabled ? <></> : <Toolbar />}
        fullWidth
        sx={{ '& .ProseMirror': { height, overflowY: 'auto' } }}
      />
    </>
  );
};
