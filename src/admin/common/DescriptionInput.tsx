import { lazy, Suspense, useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslateLabel, type Validator } from 'react-admin';

// The rich-text editor is the app's largest library: it downloads when a form shows the field,
// never with a list or a dialog that only imports the form.
const DescriptionEditor = lazy(() => import('./DescriptionEditor').then((m) => ({ default: m.DescriptionEditor })));

/** Shorter on a phone, where a tall box would hide the form's buttons behind a long scroll. */
const EDITOR_HEIGHT = { xs: 320, sm: 600 };
/** The toolbar's row above the box, kept free while the editor downloads so nothing below moves. */
const TOOLBAR_HEIGHT = 48;

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

/** The rich-text description of companies, locations, events and courses, under its label. */
export const DescriptionInput = ({ source, label, labelledBy, disabled = false, validate }: DescriptionInputProps) => {
  const translateLabel = useTranslateLabel();
  const ownLabelId = useId();
  const nameId = label === false ? (labelledBy ?? '') : ownLabelId;
  const placeholderHeight = Object.fromEntries(
    Object.entries(EDITOR_HEIGHT).map(([breakpoint, px]) => [breakpoint, px + (disabled ? 0 : TOOLBAR_HEIGHT)]),
  );
  return (
    <>
      {label !== false && (
        <Typography id={ownLabelId} component="span" variant="subtitle2" sx={{ display: 'block', mt: 1 }}>
          {translateLabel({ label, source })}
        </Typography>
      )}
      <Suspense
        fallback={
          <Box sx={{ width: '100%', height: placeholderHeight }}>
            <Skeleton variant="rounded" width="100%" height="100%" />
          </Box>
        }
      >
        <DescriptionEditor source={source} labelledBy={nameId} disabled={disabled} validate={validate} height={EDITOR_HEIGHT} />
      </Suspense>
    </>
  );
};
