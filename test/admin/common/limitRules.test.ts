import type { Validator } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { limitRule, limitRules, textLimit, wholeNumberRange } from '../../../src/admin/common/limitRules';
import { isCreditHours } from '../../../src/admin/resources/courses/courseValues';
import { parseAmount } from '../../../src/admin/resources/payments/paymentTransform';
import { emailRules, experienceRules, userLimitRules } from '../../../src/admin/resources/users/userValidation';
import { ADDRESS_LIMITS, AddressSchema } from '../../../src/shared/addresses';
import { ProfileBody } from '../../../src/shared/auth';
import {
  COMPANY_LIMITS,
  CompanyBody,
  LOCATION_LIMITS,
  LocationBody,
  SPONSORSHIP_LIMITS,
  SponsorshipBody,
} from '../../../src/shared/companies';
import { COURSE_LIMITS, CourseBody, CREDIT_HOURS_MAX, EVENT_LIMITS, EventBody, MAX_CENTS } from '../../../src/shared/events';
import { type FieldLimits, maxCharactersMessage } from '../../../src/shared/fields';
import { PASSWORD_MAX, passwordPolicyIssue } from '../../../src/shared/passwordPolicy';
import { PAYMENT_LIMITS, PaymentBody } from '../../../src/shared/payments';
import { ROLE_LIMITS, RoleBody } from '../../../src/shared/roles';
import { USER_LIMITS, USER_MESSAGES, UserBody } from '../../../src/shared/users';

/**
 * Every field a write schema limits carries the same limit in its form (issue 13 item 21): the
 * schemas and the forms' rules are built from the same constants (`*_LIMITS`), and this walks them
 * so neither side can drift, nor a new limit go without its constant.
 */

const PROFILE_LIMITS = {
  firstName: USER_LIMITS.firstName,
  lastName: USER_LIMITS.lastName,
  email: USER_LIMITS.email,
  phoneNumber: USER_LIMITS.phoneNumber,
} as const satisfies FieldLimits;

interface Row {
  name: string;
  schema: z.ZodObject;
  limits: FieldLimits;
  /** Fields the schema limits that the form checks with a rule of their own, and that rule's test below. */
  ownRules?: Record<string, string>;
}

const ROWS: Row[] = [
  { name: 'CompanyBody', schema: CompanyBody, limits: COMPANY_LIMITS },
  { name: 'LocationBody', schema: LocationBody, limits: LOCATION_LIMITS },
  { name: 'AddressSchema', schema: AddressSchema, limits: ADDRESS_LIMITS },
  { name: 'SponsorshipBody', schema: SponsorshipBody, limits: SPONSORSHIP_LIMITS },
  {
    name: 'UserBody',
    schema: UserBody,
    limits: USER_LIMITS,
    ownRules: { password: 'the password rule', newPassword: 'the password rule', confirmPassword: 'the password rule' },
  },
  { name: 'ProfileBody', schema: ProfileBody, limits: PROFILE_LIMITS, ownRules: { language: 'chosen from a list, never typed' } },
  { name: 'RoleBody', schema: RoleBody, limits: ROLE_LIMITS },
  { name: 'CourseBody', schema: CourseBody, limits: COURSE_LIMITS, ownRules: { creditHours: 'credit hours' } },
  { name: 'EventBody', schema: EventBody, limits: EVENT_LIMITS, ownRules: { courseCredit: 'credit hours', priceCents: 'amounts' } },
  { name: 'PaymentBody', schema: PaymentBody, limits: PAYMENT_LIMITS, ownRules: { amountCents: 'amounts' } },
];

const EMAIL_END = '@example.com';
const WEB_START = 'https://example.com/';

/** A text of `length` characters the field would take but for its length. */
function sample(field: string, length: number): string {
  if (/email/i.test(field)) return 'a'.repeat(length - EMAIL_END.length) + EMAIL_END;
  if (/website|url/i.test(field)) return WEB_START + 'a'.repeat(length - WEB_START.length);
  return 'a'.repeat(length);
}

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;
/** What the form's rule answers: undefined when it takes the value. */
const check = (rule: Validator, value: unknown) => rule(value, {}, {});

describe.each(ROWS)('$name and its form', ({ schema, limits, ownRules = {} }) => {
  const rules = limitRules(limits);

  it.each(Object.entries(limits))('%s: the same limit on both sides', (field, limit) => {
    const fieldSchema = schema.shape[field];
    expect(fieldSchema, `${field} is no field of the schema`).toBeDefined();
    if (!fieldSchema) return;
    const rule = rules[field]!;
    if (typeof limit === 'number') {
      const atLimit = sample(field, limit);
      const over = sample(field, limit + 1);
      expect([accepts(fieldSchema, atLimit), check(rule, atLimit)]).toEqual([true, undefined]);
      // Both count what is left once the spaces round it are trimmed (an email with spaces is no email).
      if (!/email/i.test(field)) expect([accepts(fieldSchema, ` ${atLimit} `), check(rule, ` ${atLimit} `)]).toEqual([true, undefined]);
      expect(accepts(fieldSchema, over)).toBe(false);
      expect(check(rule, over)).toEqual({ message: 'ra.validation.maxLength', args: { max: limit } });
    } else {
      for (const inside of [limit.min, limit.max, ...(limit.min === 0 ? [] : [null])]) {
        if (inside === null) continue;
        expect([accepts(fieldSchema, inside), check(rule, inside)]).toEqual([true, undefined]);
      }
      for (const outside of [limit.min - 1, limit.max + 1, limit.min + 0.5, 1_000_000_000]) {
        expect(accepts(fieldSchema, outside), `${field}: ${outside}`).toBe(false);
        expect(check(rule, outside)).toEqual({ message: 'app.validation.wholeNumberRange', args: { min: limit.min, max: limit.max } });
      }
      // Left empty, the form leaves it to the field's own rule (required or not).
      expect(check(rule, null)).toBeUndefined();
    }
  });

  it('has a limit for every field the schema limits', () => {
    const unlisted = Object.entries(schema.shape).filter(([field, fieldSchema]) => {
      if (field in limits || field in ownRules) return false;
      const textLimited = accepts(fieldSchema, sample(field, 30)) && !accepts(fieldSchema, sample(field, 1_000_001));
      const numberLimited = accepts(fieldSchema, 1) && !accepts(fieldSchema, 1_000_000_000);
      return textLimited || numberLimited;
    });
    expect(unlisted.map(([field]) => field)).toEqual([]);
  });
});

describe('fields with rules of their own', () => {
  it('password: the form refuses what the server refuses, by the password rule', () => {
    const over = 'a'.repeat(PASSWORD_MAX + 1);
    expect(accepts(UserBody.shape.password, over)).toBe(false);
    expect(passwordPolicyIssue(over)).toBeDefined();
    expect(passwordPolicyIssue('a'.repeat(PASSWORD_MAX))).toBeUndefined();
  });

  it('credit hours: the same top on both sides', () => {
    for (const schema of [CourseBody.shape.creditHours, EventBody.shape.courseCredit]) {
      expect([accepts(schema, CREDIT_HOURS_MAX), isCreditHours(CREDIT_HOURS_MAX)]).toEqual([true, true]);
      expect([accepts(schema, CREDIT_HOURS_MAX + 0.25), isCreditHours(CREDIT_HOURS_MAX + 0.25)]).toEqual([false, false]);
    }
  });

  it('amounts: the same top on both sides, typed in dollars', () => {
    const top = (MAX_CENTS / 100).toFixed(2);
    expect(parseAmount(top)).toEqual({ cents: MAX_CENTS });
    expect(parseAmount((MAX_CENTS / 100 + 0.01).toFixed(2))).toEqual({ error: 'app.payments.form.amountMax' });
    expect(accepts(PaymentBody.shape.amountCents, MAX_CENTS)).toBe(true);
    expect(accepts(PaymentBody.shape.amountCents, MAX_CENTS + 1)).toBe(false);
    expect(accepts(EventBody.shape.priceCents, MAX_CENTS + 1)).toBe(false);
  });
});

describe('the rules', () => {
  it('say the limit in the message arguments, with react-admin’s maxLength message by default', () => {
    expect(textLimit(3)('abcd', {}, {})).toEqual({ message: 'ra.validation.maxLength', args: { max: 3 } });
    expect(textLimit(3, 'my.key')('abcd', {}, {})).toEqual({ message: 'my.key', args: { max: 3 } });
    expect(textLimit(3)('abc', {}, {})).toBeUndefined();
    expect(textLimit(3)(null, {}, {})).toBeUndefined();
    expect(limitRule(3)('abcd', {}, {})).toEqual(textLimit(3)('abcd', {}, {}));
  });

  it('take a whole number within the range, typed or as a number, and say the range otherwise', () => {
    const rule = wholeNumberRange({ min: 0, max: 100_000 });
    for (const inside of [0, 100_000, '7', ' 42 ', '', null, undefined]) expect(check(rule, inside)).toBeUndefined();
    for (const outside of [-1, 100_001, 1_000_000, 1.5, 'abc', Number.NaN]) {
      expect(check(rule, outside)).toEqual({ message: 'app.validation.wholeNumberRange', args: { min: 0, max: 100_000 } });
    }
  });

  it('are the server’s words on the user form: the email and the industry experience', () => {
    const email = sample('email', USER_LIMITS.email + 1);
    expect(UserBody.shape.email.safeParse(email).error?.issues[0]?.message).toBe(USER_MESSAGES.invalidEmail);
    expect(emailRules.map((rule) => check(rule, email)).find(Boolean)).toEqual({
      message: 'app.userEdit.messages.invalidEmail',
      args: { max: USER_LIMITS.email },
    });
    expect(UserBody.shape.industryExperience.safeParse(101).error?.issues[0]?.message).toBe(USER_MESSAGES.experience);
    expect(check(experienceRules[0]!, 101)).toEqual({ message: 'app.userEdit.messages.experience', args: { min: 0, max: 100 } });
    expect(check(userLimitRules.firstName, 'a'.repeat(USER_LIMITS.firstName + 1))).toEqual({
      message: 'ra.validation.maxLength',
      args: { max: USER_LIMITS.firstName },
    });
    expect(UserBody.shape.firstName.safeParse('a'.repeat(USER_LIMITS.firstName + 1)).error?.issues[0]?.message).toBe(
      maxCharactersMessage(USER_LIMITS.firstName),
    );
  });
});
