import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckInBody, EVENT_MESSAGES } from '../../shared/events';
import { envelope, envelopeSchema, ErrorEnvelope } from '../envelope';
import { checkIn, findPublicEvent, isCheckInOpen, listSignInSheet, toPublicEvent } from '../queries/attendees';

export interface PublicEventRoutesOptions {
  /** Requests per minute and address on each page (the roster, the sign-in sheet). */
  readRateLimit?: number;
  /** Check-ins per minute and address. */
  checkInRateLimit?: number;
}

/** CheckInBody, saying what to give when neither is there. */
const CheckInRequest = z.union(CheckInBody.options, { error: 'Give ref (your line of the sheet) or email' });

/** The key as given out; anything else finds no event and gets the same answer as a revoked key. */
const KeyParams = z.object({ key: z.string().max(200) });

/** What the public pages show: the event's name, times and venue, and people's names and companies only. */
const PublicEventSchema = z.object({ name: z.string(), startAt: z.string(), endAt: z.string(), venue: z.string() });
const PublicAttendeeSchema = z.object({ ref: z.string(), name: z.string(), companyName: z.string().nullable() });
const SignInSheetAttendeeSchema = PublicAttendeeSchema.extend({ attended: z.boolean() });

const errors = {
  400: ErrorEnvelope.describe('Invalid input'),
  404: ErrorEnvelope.describe('Unknown or revoked link, or a person not on the list'),
  429: ErrorEnvelope.describe('Too many requests from this address'),
} as const;

/**
 * The event's public roster and sign-in sheet, reachable without signing in by whoever holds the
 * event's unguessable key (spec 000 §2: paths containing roster or signinsheet need no login).
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
      const event = await findPublicEvent(app.db, request.params.key);
      const sheet = await listSignInSheet(app.db, event.id);
      return envelope({
        event: toPublicEvent(event),
        attendees: sheet.map(({ ref, name, companyName }) => ({ ref, name, companyName })),
      });
    },
  );

  app.get(
    '/events/signinsheet/:key',
    {
      config: { rateLimit: readLimit },
      schema: {
        tags: ['public'],
        summary: "The event's sign-in sheet: names, companies, who has checked in, and whether check-in is open",
        params: KeyParams,
        response: {
          200: envelopeSchema(
            z.object({ event: PublicEventSchema, attendees: z.array(SignInSheetAttendeeSchema), checkInOpen: z.boolean() }),
          ),
          ...errors,
        },
      },
    },
    async (request) => {
      const event = await findPublicEvent(app.db, request.params.key);
      return envelope({
        event: toPublicEvent(event),
        attendees: await listSignInSheet(app.db, event.id),
        checkInOpen: isCheckInOpen(event),
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
          'Check in from the sign-in sheet: { ref } (a line of the sheet) or { email } (of a registered person); open from 24 hours before the start to 24 hours after the end',
        params: KeyParams,
        body: CheckInRequest,
        response: {
          200: envelopeSchema(z.object({ attendee: SignInSheetAttendeeSchema })),
          ...errors,
          409: ErrorEnvelope.describe('Check-in is closed'),
        },
      },
    },
    async (request) => {
      const event = await findPublicEvent(app.db, request.params.key);
      const { attendee, already } = await checkIn(app.db, event, request.body);
      return envelope(
        { attendee },
        already ? EVENT_MESSAGES.alreadyCheckedIn(attendee.name) : EVENT_MESSAGES.checkedIn(attendee.name),
      );
    },
  );
};
