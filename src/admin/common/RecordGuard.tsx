import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { LinkBase, useCanAccess, useGetOne, useTranslate, type Identifier } from 'react-admin';
import { BackToHomeButton } from '../layout/errors/BackToHomeButton';
import { PleaseWait } from './PleaseWait';

export interface RecordGuardProps {
  resource: string;
  id: Identifier;
  /** The resource's list, offered as the way back. */
  listPath: string;
  /** i18n key of that link, e.g. 'Back to the company list'. */
  backLabel: string;
  children: ReactNode;
}

/**
 * For the guarded screen's `Edit queryOptions`: the record the guard has just loaded counts as fresh
 * for a few seconds, so the screen uses it rather than fetching it a second time as it mounts (and
 * again once its permission check ends). The guard itself loads the record afresh on every visit.
 */
export const GUARDED_QUERY = { refetchOnMount: false, staleTime: 10_000 } as const;

/** What the API answers for an id that names no record: 404, or 400 for one that cannot be an id. */
const isMissing = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return status === 404 || status === 400;
};

/**
 * An edit screen's record, loaded before the screen: an unknown or malformed id shows a 'not found'
 * page with the way back to the list, instead of react-admin's 'Element does not exist' toast on
 * the list. The screen reads the same record from the cache (one request, with GUARDED_QUERY).
 */
export const RecordGuard = ({ resource, id, listPath, backLabel, children }: RecordGuardProps) => {
  const translate = useTranslate();
  // Only for those who may view the resource: the screen's own gate answers everyone else.
  const { canAccess: canView, isPending: checking } = useCanAccess({ resource, action: 'show' });
  const { isPending, error } = useGetOne(
    resource,
    { id },
    // An unknown id stays unknown: no retries for it; other failures are retried as usual.
    { enabled: canView === true, retry: (count, failure) => !isMissing(failure) && count < 2 },
  );
  if (checking) return <PleaseWait />;
  if (!canView) return <>{children}</>;
  if (isPending) return <PleaseWait />;
  if (error && isMissing(error)) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 600 }}>
          {translate('app.errors.recordNotFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{translate('app.errors.recordNotFound')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          <Button component={LinkBase} to={listPath} variant="contained" startIcon={<ArrowBackIcon />}>
            {translate(backLabel)}
          </Button>
          <BackToHomeButton variant="outlined" />
        </Box>
      </Box>
    );
  }
  return <>{children}</>;
};
