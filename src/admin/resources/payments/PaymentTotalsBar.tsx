import { Box, Chip, Stack, Typography } from '@mui/material';
import { useListContext, useLocaleState, useTranslate } from 'react-admin';
import { PAYMENT_STATUSES, type PaymentTotals } from '../../../shared/payments';
import { formatMoney, STATUS_COLORS, STATUS_LABELS } from './paymentTypes';

function isTotals(value: unknown): value is PaymentTotals {
  return typeof value === 'object' && value !== null && typeof (value as PaymentTotals).count === 'number';
}

/**
 * The totals of the whole filtered set, beside the page: how many payments, their amount, and the
 * amount and count per status. The server adds them up (`meta.totals`), never the browser.
 */
export const PaymentTotalsBar = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { meta } = useListContext();
  const totals: unknown = meta?.totals;
  if (!isTotals(totals)) return null;
  return (
    <Box
      component="section"
      aria-label={translate('app.payments.totals.label')}
      sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{translate('app.payments.totals.count', { smart_count: totals.count })}</Typography>
        <Typography sx={{ fontWeight: 600 }}>
          {translate('app.payments.totals.total', { amount: formatMoney(totals.amountCents, locale) })}
        </Typography>
        <Stack component="ul" direction="row" sx={{ gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
          {PAYMENT_STATUSES.map((status) => {
            const figures = totals.byStatus?.[status] ?? { count: 0, amountCents: 0 };
            return (
              <li key={status}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLORS[status]}
                  label={translate('app.payments.totals.status', {
                    status: translate(STATUS_LABELS[status]),
                    amount: formatMoney(figures.amountCents, locale),
                    count: figures.count,
                  })}
                />
              </li>
            );
          })}
        </Stack>
      </Stack>
    </Box>
  );
};
