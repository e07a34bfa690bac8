import PreviewIcon from '@mui/icons-material/Preview';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { RowIconButton } from '../../common/RowIconButton';
import { usePreviewStart } from './usePreviewStart';

export interface PreviewButtonProps {
  /** A row's icon, or a button with its words (a screen's toolbar). */
  variant?: 'icon' | 'button';
  /** The matrix being edited, when it differs from the saved one. */
  access?: () => readonly Record<string, unknown>[] | undefined;
  /** 'Preview these changes' instead of 'Preview as this role'. */
  changed?: boolean;
}

/** Opens the back-office, read-only, as a holder of the role in context sees it. */
export const PreviewButton = ({ variant = 'button', access, changed = false }: PreviewButtonProps) => {
  const translate = useTranslate();
  const record = useRecordContext<RaRecord & { name?: string }>();
  const { start, starting } = usePreviewStart();
  if (!record) return null;
  const run = () => void start(record.id, access?.());
  if (variant === 'icon') return <RowIconButton label={translate('app.previews.startFor', { name: record.name ?? '' })} icon={<PreviewIcon />} onClick={run} />;
  return (
    <Button startIcon={<PreviewIcon />} onClick={run} disabled={starting}>
      {translate(changed ? 'app.previews.startChanges' : 'app.previews.start')}
    </Button>
  );
};
