import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent } from '@mui/material';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';

export interface ReadOnlyViewProps {
  resource: string;
  backTo: string;
  /** i18n key of the back link. */
  backLabel: string;
  children: ReactNode;
}

/**
 * What an edit screen shows under the denial text to a user who may not edit (AccessGate's `denied`):
 * the record read-only when they may view it, and the way back to the list.
 */
export const ReadOnlyView = ({ resource, backTo, backLabel, children }: ReadOnlyViewProps) => {
  const translate = useTranslate();
  const { canAccess: canView } = useCanAccess({ resource, action: 'show' });
  return (
    <>
      {canView && (
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      )}
      <Box sx={{ py: 2 }}>
        <Button component={LinkBase} to={backTo} variant="outlined">
          {translate(backLabel)}
        </Button>
      </Box>
    </>
  );
};
