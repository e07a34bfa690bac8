import { useId, useMemo } from 'react';
import { Typography } from '@mui/material';
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
import { useTranslate } from 'react-admin';

/** The editor's starting height; it grows with its text. */
const EDITOR_MIN_HEIGHT = { xs: 160, md: 240 };

export interface DescriptionInputProps {
  source: string;
  /** i18n key of the field's label, or false when a heading nearby names it (then pass `labelledBy`). */
  label: string | false;
  /** The id of the element that names the editor, when `label` is false. */
  labelledBy?: string;
  disabled?: boolean;
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

/**
 * The rich-text description of companies and locations (ra-input-rich-text; the server sanitises
 * what it stores). The editable element itself carries the name, as screen readers need it;
 * read-only, the formatting toolbar is left out, as its buttons would do nothing.
 */
export const DescriptionInput = ({ source, label, labelledBy, disabled = false }: DescriptionInputProps) => {
  const translate = useTranslate();
  const ownLabelId = useId();
  const nameId = label === false ? (labelledBy ?? '') : ownLabelId;
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
          {translate(label)}
        </Typography>
      )}
      <RichTextInput
        source={source}
        label={false}
        disabled={disabled}
        editorOptions={editorOptions}
        toolbar={disabled ? <></> : <Toolbar />}
        fullWidth
        sx={{ '& .ProseMirror': { minHeight: EDITOR_MIN_HEIGHT, overflowY: 'auto' } }}
      />
    </>
  );
};
