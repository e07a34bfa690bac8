import { Box, Button } from '@mui/material';
import { LinkBase, SaveButton, Toolbar, useTranslate } from 'react-admin';
import { PaymentDeleteButton } from './PaymentDeleteButton';

/** The payment form's buttons: Delete (edit, with the permission), Cancel back to the list, Save or Update. */
export const PaymentFormToolbar = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
      <Box>{mode === 'edit' && <PaymentDeleteButton variant="form" />}</Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button component={LinkBase} to="/payments">
          {translate('app.common.cancel')}
        </Button>
        <SaveButton label={mode === 'edit' ? 'app.payments.form.update' : 'app.payments.form.save'} />
      </Box>
    </Toolbar>
  );
};
