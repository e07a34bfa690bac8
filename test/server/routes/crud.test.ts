import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BooleanParam } from '../../../src/shared/listQuery';
import { MESSAGES } from '../../../src/shared/messages';
import { denialMessage } from '../../../src/shared/modules';
import { conflict, notFound } from '../../../src/server/core/errors';
import { crudRoutes } from '../../../src/server/core/crud';
import { NOTHING_TO_CHANGE } from '../../../src/server/core/writeAnswers';
import { apiCaller, buildTestApp, signIn, type TestApp } from '../../helpers/buildTestApp';
import { TEST_ADMIN, TEST_STAFF } from '../../helpers/constants';

/**
 * The route factory (src/server/core/crud.ts) on a probe resource kept in memory: the gates it
 * declares, its envelopes and messages, its 404 and 409, its validation and what it documents.
 * The resources' own route tests cover the factory on real data.
 */

const PREFIX = '/api/v1/admin';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const ProbeSchema = z.object({ _id: z.string(), name: z.string(), isActive: z.boolean() });
type Probe = z.output<typeof ProbeSchema>;
const ProbeBody = z.object({ name: z.string().min(1, 'must not be empty') });

const M = {
  notFound: 'Probe not found.',
  created: 'Probe created.',
  updated: 'Probe updated.',
  statusUpdated: 'Probe status updated.',
  deleted: 'Probe deleted.',
  taken: 'A probe with this name already exists.',
};

/** The probe's routes, on a store of its own app. */
function probeRoutes(store: Map<string, Probe>): FastifyPluginAsyncZod {
  const found = (id: string) => {
    const probe = store.get(id);
    if (!probe) throw notFound(M.notFound);
    return probe;
  };
  const named = (name: string, exceptId?: string) => {
    if ([...store.values()].some((p) => p.name === name && p._id !== exceptId)) throw conflict(M.taken);
  };
  return async (app) => {
    const crud = crudRoutes(app, { module: 'Courses', tag: 'courses', key: 'probe', record: ProbeSchema, notFound: M.notFound });
    crud.list('/probes', {
      summary: 'List probes',
      listKey: 'probes',
      querystring: z.object({ search: z.string().optional() }),
      run: async (_db, query) => {
        const rows = [...store.values()].filter((p) => !query.search || p.name.includes(query.search));
        return { rows, total: rows.length, totalExact: true };
      },
    });
    crud.get('/probes/:id', { summary: 'One probe', run: async (_db, id) => store.get(id) });
    crud.create('/probes/create', {
      summary: 'Create a probe',
      body: ProbeBody,
      run: async (_db, body) => {
        named(body.name);
        const probe = { _id: crypto.randomUUID(), name: body.name, isActive: true };
        store.set(probe._id, probe);
        return probe;
      },
      message: M.created,
      conflict: 'The name is taken',
    });
    // The answer's override: the saved probe in a list. A partial body: the factory refuses an empty one.
    crud.update('/probes/update/:id', {
      summary: 'Update a probe',
      body: ProbeBody.partial(),
      answer: z.array(ProbeSchema),
      run: async (_db, id, body) => {
        const name = body.name ?? found(id).name;
        named(name, id);
        return [Object.assign(found(id), { name })];
      },
      message: M.updated,
      conflict: 'The name is taken',
    });
    crud.status('/probes/update/active/inactive/:id', {
      summary: 'Set a probe active or inactive',
      run: async (_db, id, isActive) => Object.assign(found(id), { isActive }),
      message: M.statusUpdated,
    });
    crud.remove('/probes/:id', {
      summary: 'Delete a probe; an active one only with ?force=true',
      querystring: z.object({ force: BooleanParam.default(false) }),
      run: async (_db, id, query) => {
        if (found(id).isActive && !query.force) throw conflict('The probe is active.');
        store.delete(id);
      },
      message: M.deleted,
      conflict: 'The probe is active and force=true was not given',
    });
  };
}

let t: TestApp;
let admin: string;
let staff: string;
const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(t.app)(...args);

beforeAll(async () => {
  t = await buildTestApp({}, (app) => {
    app.withTypeProvider<ZodTypeProvider>().register(probeRoutes(new Map()), { prefix: PREFIX });
  });
  admin = await signIn(t.app, TEST_ADMIN.email, TEST_ADMIN.password);
  // The staff user's role has no Courses access.
  staff = await signIn(t.app, TEST_STAFF.email, TEST_STAFF.password);
});
afterAll(async () => t.close());

async function createProbe(name: string): Promise<Probe> {
  const res = await call('POST', '/probes/create', { token: admin, payload: { name } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body.probe as Probe;
}

describe('crudRoutes', () => {
  it('gates each route with the module permission of its kind', () => {
    const gates = t.app.routeTable
      .filter((r) => r.url.startsWith(`${PREFIX}/probes`) && r.method !== 'HEAD')
      .map((r) => ({ route: `${r.method} ${r.url.slice(PREFIX.length)}`, permission: r.permission, session: r.session }));
    const gate = (route: string, action: string) => ({ route, permission: { module: 'Courses', action }, session: true });
    expect(gates).toEqual([
      gate('GET /probes', 'view'),
      gate('GET /probes/:id', 'view'),
      gate('POST /probes/create', 'add'),
      gate('PUT /probes/update/:id', 'edit'),
      gate('PUT /probes/update/active/inactive/:id', 'activeInactive'),
      gate('DELETE /probes/:id', 'delete'),
    ]);
  });

  it('refuses a user without the permission before reading the request, with the denial text', async () => {
    const res = await call('POST', '/probes/create', { token: staff, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: { code: 403, message: denialMessage('Courses', 'add') }, body: {} });
    expect((await call('GET', `/probes/${UNKNOWN}`)).statusCode).toBe(401);
  });

  it('answers every route in the envelope, under the resource\'s keys, with its messages', async () => {
    const probe = await createProbe('Alpha');
    expect(probe).toEqual({ _id: expect.any(String), name: 'Alpha', isActive: true });

    const one = await call('GET', `/probes/${probe._id}`, { token: admin });
    expect(one.json()).toEqual({ status: { code: 200, message: MESSAGES.ok }, body: { probe } });

    const listed = await call('GET', '/probes', { token: admin, query: { search: 'Alph' } });
    expect(listed.json()).toEqual({ status: { code: 200, message: MESSAGES.ok }, body: { probes: [probe], total: 1, totalExact: true } });

    const updated = await call('PUT', `/probes/update/${probe._id}`, { token: admin, payload: { name: 'Alpha 2' } });
    expect(updated.json()).toEqual({ status: { code: 200, message: M.updated }, body: { probe: [{ ...probe, name: 'Alpha 2' }] } });

    const toggled = await call('PUT', `/probes/update/active/inactive/${probe._id}`, { token: admin, query: { isActive: 'false' } });
    expect(toggled.json()).toEqual({
      status: { code: 200, message: M.statusUpdated },
      body: { probe: { ...probe, name: 'Alpha 2', isActive: false } },
    });

    const deleted = await call('DELETE', `/probes/${probe._id}`, { token: admin });
    expect(deleted.json()).toEqual({ status: { code: 200, message: M.deleted }, body: {} });
  });

  it('answers 404 with the resource\'s message for an unknown id', async () => {
    const res = await call('GET', `/probes/${UNKNOWN}`, { token: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: { code: 404, message: M.notFound }, body: {} });
    expect((await call('DELETE', `/probes/${UNKNOWN}`, { token: admin })).statusCode).toBe(404);
  });

  it('validates the id, the body and the query, and hands the parsed query to run', async () => {
    expect((await call('GET', '/probes/not-an-id', { token: admin })).json().status.message).toMatch(/^id: /);
    expect((await call('POST', '/probes/create', { token: admin, payload: { name: '' } })).json().status).toEqual({
      code: 400,
      message: 'name: must not be empty',
    });
    // An update naming no field is refused before anything is looked up (no 404 for the unknown id).
    expect((await call('PUT', `/probes/update/${UNKNOWN}`, { token: admin, payload: {} })).json().status).toEqual({ code: 400, message: NOTHING_TO_CHANGE });
    const probe = await createProbe('Beta');
    const refused = await call('DELETE', `/probes/${probe._id}`, { token: admin });
    expect(refused.json()).toEqual({ status: { code: 409, message: 'The probe is active.' }, body: {} });
    expect((await call('DELETE', `/probes/${probe._id}`, { token: admin, query: { force: 'true' } })).statusCode).toBe(200);
  });

  it('documents each route: its permission, its answers and what a 404 and a 409 mean', () => {
    type Operation = { description: string; responses: Record<string, { description: string }> };
    const doc = t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const create = doc.paths[`${PREFIX}/probes/create`]!.post!;
    expect(create.description).toBe("Create a probe.\n\nNeeds the Courses module's Add permission (a role with create access to Courses).");
    expect(Object.keys(create.responses)).toEqual(['200', '400', '401', '403', '409', '413', '415', '500', '503']);
    expect(create.responses['409']!.description).toBe('The name is taken');
    const remove = doc.paths[`${PREFIX}/probes/{id}`]!.delete!;
    expect(Object.keys(remove.responses)).toEqual(['200', '400', '401', '403', '404', '409', '413', '414', '415', '500', '503']);
    expect(remove.responses['404']!.description).toBe('No probe has this id');
    const list = doc.paths[`${PREFIX}/probes`]!.get!;
    expect(Object.keys(list.responses)).toEqual(['200', '400', '401', '403', '500', '503']);
  });
});
