import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CourseDelivery, EventStatus } from '../../../shared/events';
import type { PaymentMethod, PaymentPurpose, PaymentStatus } from '../../../shared/payments';
import type { Database } from '../client';
import { companies, companySponsorships, courses, eventAttendees, events, payments, sponsorships, users } from '../schema';
import { insertJsonRows } from './bulk';
import { seedId } from './companies';
import { seededRandom, type Random } from './random';
import { DEMO_USER_COUNTS } from './users';

const demoUserTotal = () => Object.values(DEMO_USER_COUNTS).reduce((a, b) => a + b, 0);

/** Dates are relative to the day of seeding, so the dashboard's charts and the histories look alive. */

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const DEMO_COURSES: { code: string; title: string; creditHours: number; delivery: CourseDelivery; isActive: boolean; about: string }[] = [
  { code: 'CE-101', title: 'Commercial Lease Analysis', creditHours: 3, delivery: 'in-person', isActive: true, about: 'Reading a commercial lease clause by clause: rent, escalations, CAM, options and defaults.' },
  { code: 'CE-110', title: 'Minnesota Agency Law Update', creditHours: 3, delivery: 'hybrid', isActive: true, about: 'The current Minnesota agency disclosure rules for commercial transactions.' },
  { code: 'CE-120', title: 'Ethics for Commercial Practitioners', creditHours: 2.5, delivery: 'in-person', isActive: true, about: 'The Code of Ethics applied to listing, leasing and investment cases.' },
  { code: 'CE-130', title: 'Environmental Due Diligence', creditHours: 3.5, delivery: 'in-person', isActive: true, about: 'Phase I and II assessments, vapor intrusion and what they mean for a closing.' },
  { code: 'CE-140', title: '1031 Exchanges in Practice', creditHours: 3, delivery: 'online', isActive: true, about: 'Timelines, qualified intermediaries and replacement property identification.' },
  { code: 'CE-150', title: 'Fair Housing and Commercial Property', creditHours: 2, delivery: 'online', isActive: true, about: 'Where fair housing law meets mixed-use and multifamily transactions.' },
  { code: 'CE-160', title: 'Industrial Site Selection', creditHours: 1.5, delivery: 'in-person', isActive: true, about: 'Power, access, zoning and labour: how occupiers choose industrial sites.' },
  { code: 'CE-170', title: 'Property Tax Appeals', creditHours: 2, delivery: 'hybrid', isActive: true, about: 'Assessments and the Minnesota Tax Court calendar, with case studies.' },
  { code: 'CE-180', title: 'Market Data and Comparable Sales', creditHours: 2, delivery: 'online', isActive: true, about: 'Building a defensible set of comparables from public and member data.' },
  { code: 'CE-190', title: 'Negotiation Skills for Brokers', creditHours: 3, delivery: 'in-person', isActive: false, about: 'Retired from the catalogue; kept for the members who took it.' },
];

const VENUES = [
  'Minneapolis Convention Center, 1301 2nd Ave S, Minneapolis',
  'InterContinental Saint Paul Riverfront, 11 E Kellogg Blvd, Saint Paul',
  'DECC, 350 Harbor Dr, Duluth',
  'Mayo Civic Center, 30 Civic Center Dr SE, Rochester',
  'River’s Edge Convention Center, 10 4th Ave S, St Cloud',
  'Association office, 5001 American Blvd W, Bloomington',
] as const;

const SOCIAL_EVENTS = [
  'Monthly Networking Luncheon',
  'Market Forecast Breakfast',
  'Industrial Property Tour',
  'Young Professionals Happy Hour',
  'Annual Golf Outing',
  'Holiday Celebration',
  'Capital Markets Panel',
  'Office Market Roundtable',
] as const;

const PRICES = [0, 0, 2500, 3500, 4500, 7500] as const;

interface Person {
  id: string;
  name: string;
  companyId: string | null;
}

/** Idempotent: stable ids, repeats skipped. */
export async function seedEvents(db: Database, opts: { memberId: string; today?: number }): Promise<void> {
  const today = opts.today ?? startOfTodayUtc();

  const courseRows = DEMO_COURSES.map((c, i) => ({
    id: seedId('course', c.code),
    code: c.code,
    title: c.title,
    creditHours: c.creditHours,
    delivery: c.delivery,
    description: `<p>${c.about}</p>`,
    isActive: c.isActive,
    createdAt: new Date(today - (400 - i * 3) * DAY),
    updatedAt: new Date(today - (400 - i * 3) * DAY),
  }));
  await insertJsonRows(db, courses, courseRows);

  // Never bulk people, so that a later `--users N` run registers nobody new.
  const demoIds = [opts.memberId, ...Array.from({ length: demoUserTotal() }, (_, k) => seedId('demo-user', k))];
  const people: Person[] = await db
    .select({ id: users.id, name: users.name, companyId: users.companyId })
    .from(users)
    .where(and(inArray(users.id, demoIds), inArray(users.role, ['member', 'non-member']), eq(users.isActive, true)))
    .orderBy(asc(users.id));
  if (people.length === 0) return;
  const demoMember = people.find((p) => p.id === opts.memberId);

  const eventRows = [];
  const attendeeRows = [];
  const paymentRows = [];
  const activeCourses = courseRows.filter((c) => c.isActive);
  for (let week = -39; week <= 13; week++) {
    const er = seededRandom(`demo-event:${week}`);
    const isCourse = er.chance(0.55);
    const course = isCourse ? er.pick(activeCourses) : null;
    const name = course ? course.title : er.pick(SOCIAL_EVENTS);
    const online = course?.delivery === 'online';
    const dayOffset = week * 7 + er.int(0, 4);
    const startAt = today + dayOffset * DAY + (course ? 14 : 16) * HOUR + er.pick([0, 30]) * 60_000;
    const hours = course ? Math.max(1, Math.ceil(course.creditHours)) + 0.5 : er.pick([1.5, 2, 3]);
    const past = dayOffset < 0;
    const status: EventStatus = week === -6 || week === 9 ? 'cancelled' : week >= 11 ? 'draft' : 'published';
    const capacity = er.pick([null, 40, 60, 80, 120]);
    const priceCents = course ? er.pick([0, 4500, 7500]) : er.pick(PRICES);
    const id = seedId('event', week);
    eventRows.push({
      id,
      name,
      startAt: new Date(startAt),
      endAt: new Date(startAt + hours * HOUR),
      venue: online ? '' : er.pick(VENUES),
      onlineUrl: online || course?.delivery === 'hybrid' ? `https://meet.example.org/cre-${week + 100}` : '',
      description: `<p>${course ? `A session of ${course.code}, ${course.title}. ${course.description.replace(/<\/?p>/g, '')}` : `${name}: meet fellow members and hear from the association.`}</p>`,
      courseId: course?.id ?? null,
      courseCredit: course?.creditHours ?? 0,
      capacity,
      priceCents,
      status,
      isActive: true,
      createdAt: new Date(startAt - er.int(20, 60) * DAY),
      updatedAt: new Date(startAt - er.int(1, 19) * DAY),
    });
    if (status !== 'published') continue;

    const wanted = Math.min(capacity ?? 60, er.int(12, 45), people.length);
    const chosen = pickPeople(er, people, wanted, demoMember && er.chance(0.6) ? demoMember : undefined);
    for (const person of chosen) {
      const registeredAt = startAt - er.int(2, 30) * DAY;
      const attended = past && er.chance(0.85);
      attendeeRows.push({
        id: seedId('attendance', `${week}:${person.id}`),
        eventId: id,
        userId: person.id,
        registeredAt: new Date(registeredAt),
        attended,
        attendedAt: attended ? new Date(startAt + er.int(-15, 20) * 60_000) : null,
        checkedInBy: attended ? (er.chance(0.7) ? 'sign-in sheet' : 'staff') : null,
        creditHours: attended && course && er.chance(0.05) ? Math.max(0, course.creditHours - 1) : null,
      });
      if (priceCents > 0) {
        const status = paymentStatus(er, past);
        paymentRows.push(
          payment(er, {
            key: `event:${week}:${person.id}`,
            person,
            eventId: id,
            purpose: 'event-registration',
            amountCents: priceCents,
            paidOn: registeredAt,
            status,
          }),
        );
      }
    }
  }
  await insertJsonRows(db, events, eventRows);
  await insertJsonRows(db, eventAttendees, attendeeRows);

  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.isActive, true))
    .orderBy(asc(companies.nameInLower));
  for (const company of companyRows) {
    const pr = seededRandom(`dues:${company.id}`);
    paymentRows.push(
      payment(pr, {
        key: `dues:${company.id}`,
        company,
        purpose: 'membership-dues',
        amountCents: pr.pick([45000, 90000, 150000]),
        paidOn: today - pr.int(0, 330) * DAY,
        status: pr.chance(0.9) ? 'paid' : 'pending',
      }),
    );
  }
  const sponsors = await db
    .select({ id: companies.id, name: companies.name, level: sponsorships.name })
    .from(companySponsorships)
    .innerJoin(companies, eq(companies.id, companySponsorships.companyId))
    .innerJoin(sponsorships, eq(sponsorships.id, companySponsorships.sponsorshipId))
    .orderBy(asc(companies.nameInLower), asc(sponsorships.position));
  const SPONSOR_FEES: Record<string, number> = { Platinum: 1_000_000, Gold: 500_000, Silver: 250_000, Bronze: 100_000 };
  for (const s of sponsors) {
    const pr = seededRandom(`sponsorship:${s.id}:${s.level}`);
    paymentRows.push(
      payment(pr, {
        key: `sponsorship:${s.id}:${s.level}`,
        company: s,
        purpose: 'sponsorship',
        amountCents: SPONSOR_FEES[s.level] ?? 150_000,
        paidOn: today - pr.int(30, 300) * DAY,
        status: 'paid',
        method: pr.chance(0.6) ? 'ach' : 'check',
      }),
    );
  }
  await insertJsonRows(db, payments, paymentRows);
}

function startOfTodayUtc(): number {
  const now = new Date();
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
}

function pickPeople(rng: Random, people: Person[], wanted: number, first?: Person): Person[] {
  const chosen = new Map<string, Person>();
  if (first) chosen.set(first.id, first);
  while (chosen.size < wanted) {
    const p = rng.pick(people);
    chosen.set(p.id, p);
  }
  return [...chosen.values()];
}

function paymentStatus(rng: Random, past: boolean): PaymentStatus {
  if (!past) return rng.chance(0.7) ? 'paid' : 'pending';
  return rng.weighted([
    ['paid', 90],
    ['refunded', 5],
    ['failed', 2],
    ['pending', 3],
  ] as const);
}

function payment(
  rng: Random,
  p: {
    key: string;
    person?: Person;
    company?: { id: string; name: string };
    eventId?: string;
    purpose: PaymentPurpose;
    amountCents: number;
    paidOn: number;
    status: PaymentStatus;
    method?: PaymentMethod;
  },
) {
  const method: PaymentMethod = p.method ?? rng.weighted([['card', 70], ['check', 15], ['ach', 10], ['cash', 5]] as const);
  const payerName = p.person?.name ?? p.company!.name;
  const day = new Date(p.paidOn);
  const reference =
    method === 'check' ? `Check ${rng.int(1000, 9999)}` : method === 'cash' ? '' : `TXN-${rng.int(100000, 999999)}-${rng.int(10, 99)}`;
  return {
    id: seedId('payment', p.key),
    userId: p.person?.id ?? null,
    companyId: p.company?.id ?? p.person?.companyId ?? null,
    eventId: p.eventId ?? null,
    payerName,
    purpose: p.purpose,
    amountCents: p.amountCents,
    method,
    status: p.status,
    paidOn: day.toISOString().slice(0, 10),
    reference,
    note: p.status === 'refunded' ? 'Refunded at the member’s request.' : '',
    createdAt: day,
    updatedAt: day,
  };
}
