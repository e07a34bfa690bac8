import { auditContextOf, withAudit } from '../../core/auditContext';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckInBody, EVENT_MESSAGES } from '../../../shared/events';
import { envelope, envelopeSchema, ErrorEnvelope } from '../../core/envelope';
import { checkIn, findPublicEvent, isCheckInOpen, isKioskOf, listSignInSheet, toPublicEvent } from './attendees';

export interface PublicEventRoutesOptions {
  /** Per minute and address. */
  readRateLimit?: number;
  checkInRateLimit?: number;
}

const CheckInRequest = z.union(CheckInBody.options, { error: 'Give code (your check-in code from the registration mail)' });

const KioskHeaders = z.object({ 'x-kiosk-token': z.string().max(200).optional() });

/** No format check: anything else finds no event and gets the same answer as a revoked key. */
const KeyParams = z.object({ key: z.string().max(200) });

const PublicEventSchema = z.object({ name: z.string(), startAt: z.string(), endAt: z.string(), venue: z.string() });
const PublicAttendeeSchema = z.object({ name: z.string(), companyName: z.string().nullable() });
const SignInSheetAttendeeSchema = PublicAttendeeSchema.extend({ ref: z.string(), attended: z.boolean() });

const errors = {
  400: ErrorEnvelope.describe('Invalid input'),
  404: ErrorEnvelope.describe('Unknown or revoked link, or a proof (code, line, kiosk token) that matches no registration'),
  429: ErrorEnvelope.describe('Too many requests from this address'),
} as const;

/**
 * No sign-in: the page's own unguessable key is the access. The sheet lists names only to the
 * staff kiosk, so a passer-by cannot check others in.
 */
export const publicEventRoutes: FastifyPluginAsyncZod<PublicEventRoutesOptions> = async (app, opts) => {
  const readLimit = { max: opts.readRateLimit ?? 60, timeWindow: '1 minute' };
  const checkInLimit = { max: opts.checkInRateLimit ?? 20, timeWindow: '1 minute' };

  // Names on a sign-in sheet change by the minute and are nobody's to keep: no cache stores them.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/events/roster/:key',
    {
      config: { rateLimit: readLimit },
      schema: {
        tags: ['public'],
        summary: "The event's roster: registered people's names and companies, by name",
        params: KeyParams,
        response: {
          200: envelopeSchema(z.object({ event: PublicEventSchema, attendees: z.array(PublicAttendeeSchema) })),
          ...errors,
        },
      },
    },
    async (request) => {
      const event = await findPublicEvent(app.db, 'roster', request.params.key);
      const sheet = await listSignInSheet(app.db, event.id);
      return envelope({
        event: toPublicEvent(event),
        attendees: sheet.map(({ name, companyName }) => ({ name, companyName })),
      });
    },
  );

  app.get(
    '/events/signinsheet/:key',
    {
      config: { rateLimit: readLimit },
      schema: {
        tags: ['public'],
        summary: "The event's sign-in sheet: the event and whether check-in is open; the names (and who checked in) for the staff kiosk only",
        params: KeyParams,
        headers: KioskHeaders,
        response: {
          200: envelopeSchema(
            z.object({
              event: PublicEventSchema,
              checkInOpen: z.boolean(),
              kiosk: z.boolean(),
              attendees: z.array(SignInSheetAttendeeSchema),
            }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const event = await findPublicEvent(app.db, 'sheet', request.params.key);
      const kiosk = isKioskOf(event, request.headers['x-kiosk-token']);
      return envelope({
        event: toPublicEvent(event),
        checkInOpen: isCheckInOpen(event),
        kiosk,
        attendees: kiosk ? await listSignInSheet(app.db, event.id) : [],
      });
    },
  );

  app.post(
    '/events/signinsheet/:key/check-in',
    {
      config: { rateLimit: checkInLimit },
      schema: {
        tags: ['public'],
        summary:
          'Check in: { code } (the check-in code from the registration mail), or { ref } (a line of the sheet) from the staff kiosk; open from 24 hours before the start to 24 hours after the end',
        params: KeyParams,
        headers: KioskHeaders,
        body: CheckInRequest,
        response: {
          200: envelopeSchema(z.object({ attendee: SignInSheetAttendeeSchema })),
          ...errors,
          409: ErrorEnvelope.describe('Check-in is closed'),
        },
      },
    },
    async (request) => {
      const event = await findPublicEvent(app.db, 'sheet', request.params.key);
      const kiosk = isKioskOf(event, request.headers['x-kiosk-token']);
      // No one is signed in here, so the audit entry names the page used.
      const context = auditContextOf(request, { actorName: kiosk ? 'Check-in kiosk' : 'Public sign-in sheet' });
      const { attendee, already } = await withAudit(app.db, context, (db) => checkIn(db, event, request.body, kiosk));
      return envelope(
        { attendee },
        already ? EVENT_MESSAGES.alreadyCheckedIn(attendee.name) : EVENT_MESSAGES.checkedIn(attendee.name),
      );
    },
  );
};
