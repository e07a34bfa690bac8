import zlib from 'node:zlib';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listQuerySchema } from '../../shared/listQuery';
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
} from '../../shared/payments';
import { authErrorResponses, envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { notFound } from '../errors';
import {
  createPayment,
  deletePayment,
  getPayment,
  listPayments,
  paymentListPlan,
  streamPaymentCsv,
  updatePayment,
} from '../queries/payments';
import { IdParams, ListTotalShape } from './schemas';

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
const OnePayment = envelopeSchema(z.object({ payment: PaymentSchema }));

/** Payments (designed in src/shared/payments.ts; the spec shows none), in the Payment module. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    {
      onRequest: app.requirePermission('Payment', 'view'),
      // The CSV export can be large: the fastest compression keeps it streaming at full speed.
      compress: { zlibOptions: { level: 1 }, brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } } },
      schema: {
        tags: ['payments'],
        summary: 'List payments with the totals of the whole filtered set, or export it as CSV (download=csv)',
        querystring: PaymentListQuery,
        response: {
          200: envelopeSchema(
            z.object({ payments: z.array(PaymentSchema), ...ListTotalShape, totals: PaymentTotalsSchema }),
          ).describe('The page of payments and the totals; with download=csv, a text/csv attachment instead'),
          ...authErrorResponses,
        },
      },
    },
    async (request, reply) => {
      const { download, ...query } = request.query;
      if (download === 'csv') {
        const stream = await streamPaymentCsv(app.db, paymentListPlan(query));
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${paymentExportFileName(new Date())}"`)
          .header('cache-control', 'no-store')
          .send(stream as never); // a stream is written as it is, never serialised
      }
      const { rows, ...counted } = await listPayments(app.db, query);
      return envelope({ payments: rows, ...counted });
    },
  );

  app.get(
    '/payments/:id',
    {
      onRequest: app.requirePermission('Payment', 'view'),
      schema: {
        tags: ['payments'],
        summary: 'One payment',
        params: IdParams,
        response: { 200: OnePayment, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      const payment = await getPayment(app.db, request.params.id);
      if (!payment) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      return envelope({ payment });
    },
  );

  app.post(
    '/payments/create',
    {
      onRequest: app.requirePermission('Payment', 'add'),
      schema: {
        tags: ['payments'],
        summary: "Record a payment (amount in cents; the payer's name is taken from the user, else the company)",
        body: PaymentBody,
        response: { 200: OnePayment, ...authErrorResponses },
      },
    },
    async (request) => envelope({ payment: await createPayment(app.db, request.body) }, PAYMENT_MESSAGES.paymentCreated),
  );

  app.put(
    '/payments/update/:id',
    {
      onRequest: app.requirePermission('Payment', 'edit'),
      schema: {
        tags: ['payments'],
        summary: "Rewrite a payment (the payer's name is taken again from the user, else the company)",
        params: IdParams,
        body: PaymentBody,
        response: { 200: OnePayment, ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) =>
      envelope({ payment: await updatePayment(app.db, request.params.id, request.body) }, PAYMENT_MESSAGES.paymentUpdated),
  );

  app.delete(
    '/payments/:id',
    {
      onRequest: app.requirePermission('Payment', 'delete'),
      schema: {
        tags: ['payments'],
        summary: 'Delete a payment',
        params: IdParams,
        response: { 200: envelopeSchema(z.object({})), ...authErrorResponses, 404: ErrorEnvelope },
      },
    },
    async (request) => {
      await deletePayment(app.db, request.params.id);
      return envelope({}, PAYMENT_MESSAGES.paymentDeleted);
    },
  );
};
