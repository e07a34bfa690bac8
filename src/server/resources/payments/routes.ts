import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../../shared/listQuery';
import {
  PAYMENT_FILTER_KEYS,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  PAYMENT_PURPOSES,
  PAYMENT_SORT_KEYS,
  PAYMENT_STATUSES,
  PaymentBody,
  paymentExportFileName,
  type Payment,
  type PaymentTotals,
} from '../../../shared/payments';
import { authErrorResponses, envelope, envelopeSchema } from '../../core/envelope';
import {
  createPayment,
  deletePayment,
  getPayment,
  listPayments,
  PAYMENT_EXPORT,
  paymentListPlan,
  streamPaymentCsv,
  updatePayment,
} from './queries';
import { crudRoutes } from '../../core/crud';
import { listExportRoute } from '../../core/listExportRoutes';
import { CSV_COMPRESSION, jsonOrCsvResponse, sendCsv } from '../../core/csv';
import { ListTotalShape } from '../../core/schemas';

const Ref = z.object({ _id: z.string(), name: z.string() });

export const PaymentSchema = z.object({
  _id: z.string(),
  user: Ref.extend({ email: z.string() }).nullable(),
  company: Ref.nullable(),
  event: Ref.nullable(),
  payerName: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  amountCents: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  paidOn: z.string(),
  reference: z.string(),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
}) satisfies z.ZodType<Payment>;

const Figures = z.object({ count: z.number().int(), amountCents: z.number().int() });
export const PaymentTotalsSchema = Figures.extend({
  byStatus: z.object({ pending: Figures, paid: Figures, refunded: Figures, failed: Figures }),
}) satisfies z.ZodType<PaymentTotals>;

const PaymentListQuery = listQuerySchema(PAYMENT_SORT_KEYS)
  .extend({ download: z.enum(['csv'], { error: 'must be csv' }).optional() })
  .describe(
    `filters keys: ${PAYMENT_FILTER_KEYS.join(', ')} (paidOn "from,to" dates; purpose, status, method one value or a list; ` +
      'user, company, event an id); search: payer name or reference; download=csv answers the whole filtered list as a CSV file',
  );

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const crud = crudRoutes(app, {
    module: 'Payment',
    entity: 'payments',
    tag: 'payments',
    key: 'payment',
    record: PaymentSchema,
    notFound: PAYMENT_MESSAGES.paymentNotFound,
  });

  // The list is not the standard one: it answers the totals of the filtered set, or the CSV export.
  app.get(
    '/payments',
    {
      onRequest: app.requirePermission('Payment', 'view'),
      compress: CSV_COMPRESSION,
      schema: {
        tags: ['payments'],
        summary: 'List payments with the totals of the whole filtered set, or export it as CSV (download=csv)',
        querystring: PaymentListQuery,
        response: {
          200: jsonOrCsvResponse(
            'The page of payments and the totals; with download=csv, a text/csv attachment instead',
            envelopeSchema(z.object({ payments: z.array(PaymentSchema), ...ListTotalShape, totals: PaymentTotalsSchema })),
          ),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (download === 'csv') {
        const stream = await streamPaymentCsv(app.readDb, paymentListPlan(query));
        return sendCsv(reply, paymentExportFileName(new Date()), stream);
      }
      const { rows, ...counted } = await listPayments(app.readDb, query);
      return envelope({ payments: rows, ...counted });
    },
  );

  listExportRoute(app, 'payments', PAYMENT_EXPORT);
  crud.get('/payments/:id', { summary: 'One payment', run: getPayment });
  crud.create('/payments/create', {
    summary: "Record a payment (amount in cents; the payer's name is taken from the user, else the company)",
    body: PaymentBody,
    run: createPayment,
    message: PAYMENT_MESSAGES.paymentCreated,
  });
  crud.update('/payments/update/:id', {
    summary: "Rewrite a payment (the payer's name is taken again from the user, else the company)",
    body: PaymentBody,
    run: updatePayment,
    message: PAYMENT_MESSAGES.paymentUpdated,
  });
  crud.remove('/payments/:id', { summary: 'Delete a payment', run: deletePayment, message: PAYMENT_MESSAGES.paymentDeleted });
};
