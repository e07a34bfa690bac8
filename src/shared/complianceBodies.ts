import { z } from './zod';
import { isoDate } from './fields';
import { COURSE_DELIVERIES } from './events';
import { COUNT_BY, CYCLE_BASES, CYCLE_MONTHS_MAX, HOURS_REQUIRED_MAX, REMINDER_BATCH_MAX } from './compliance';

/** The bodies of the CE Compliance writes, as the server validates them. */

export const ComplianceSettingsBody = z
  .object({
    cycleMonths: z
      .number({ error: 'Cycle length must be a number of months' })
      .int('Cycle length must be whole months')
      .min(1, 'Cycle length must be at least 1 month')
      .max(CYCLE_MONTHS_MAX, `Cycle length must be at most ${CYCLE_MONTHS_MAX} months`),
    hoursRequired: z
      .number({ error: 'Hours required must be a number' })
      .min(0.25, 'Hours required must be at least 0.25')
      .max(HOURS_REQUIRED_MAX, `Hours required must be at most ${HOURS_REQUIRED_MAX}`)
      .refine((n) => Number.isInteger(n * 4), 'Hours required must be in quarter hours (for example 30 or 22.5)'),
    cycleBasis: z.enum(CYCLE_BASES, { error: `Cycle basis must be one of ${CYCLE_BASES.join(', ')}` }),
    /** The first day of a cycle when the basis is fixed; kept but unused otherwise. */
    cycleStart: isoDate('Cycle start must be a date (YYYY-MM-DD)'),
    countBy: z.enum(COUNT_BY, { error: `Count by must be one of ${COUNT_BY.join(', ')}` }),
    deliveries: z.array(z.enum(COURSE_DELIVERIES)).max(COURSE_DELIVERIES.length).default([]),
    courseIds: z.array(z.uuid('must be a valid id')).max(500, 'At most 500 courses').default([]),
    /** The version the form was loaded from; a save over a newer one is refused. */
    version: z.number().int().positive(),
  })
  .superRefine((body, ctx) => {
    if (body.countBy === 'delivery' && body.deliveries.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['deliveries'], message: 'Choose at least one delivery that counts' });
    }
    if (body.countBy === 'course' && body.courseIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['courseIds'], message: 'Choose at least one course that counts' });
    }
  });
export type ComplianceSettingsBody = z.infer<typeof ComplianceSettingsBody>;

export const ReminderBody = z.object({
  userIds: z
    .array(z.uuid('must be a valid id'))
    .min(1, 'Choose at least one member')
    .max(REMINDER_BATCH_MAX, `At most ${REMINDER_BATCH_MAX} members at a time`),
});
export type ReminderBody = z.infer<typeof ReminderBody>;
