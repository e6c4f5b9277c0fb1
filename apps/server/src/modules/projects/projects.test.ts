import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '@usra/domain/documents/project-schema';
import type { UsraApp } from '../../app.js';
import { callAs, CookieJar, createTestEnv, engines, type TestEnv } from '../../test/test-app.js';

describe.each(engines)('construction projects on %s', (engine) => {
  let env: TestEnv;
  let sut: UsraApp;
  let sara: CookieJar;
  let omar: CookieJar;

  beforeEach(async () => {
    env = createTestEnv(engine);
    sut = await env.start();
    ({ jar: sara } = await env.ctx.newFamily());
    ({ jar: omar } = await env.ctx.newFamily({
      email: 'omar@example.com',
      fullName: 'Omar Saleh',
    }));
  });
  afterEach(async () => {
    await env.cleanup();
  });

  const call = (jar: CookieJar, method: string, url: string, body?: unknown) =>
    callAs(sut.app, jar, method, url, body);
  const kitchen = {
    name: 'Kitchen renovation',
    projectType: 'renovation',
    description: 'New cabinets',
    location: 'Riyadh, Al Olaya',
    estimatedCost: 45000,
    startDate: '2026-04-01',
    permitRequired: true,
    phases: [
      { name: 'Demolition', estimatedCost: 5000 },
      { name: 'Cabinets', description: 'Oak', estimatedCost: 30000 },
      { name: 'Painting' },
    ],
  };

  it('creates a project with its phases in one go', async () => {
    const response = await call(sara, 'POST', '/api/projects', kitchen);
    expect(response.statusCode).toBe(201);
    const project = response.json<Project>();
    expect(project).toMatchObject({
      name: 'Kitchen renovation',
      projectType: 'renovation',
      location: 'Riyadh, Al Olaya',
      estimatedCost: 45000,
      actualCost: null,
      permitRequired: true,
      status: 'planning',
      progress: 0,
      documentCount: 0,
    });
    expect(project.phases.map((p) => [p.name, p.status, p.position])).toEqual([
      ['Demolition', 'pending', 0],
      ['Cabinets', 'pending', 1],
      ['Painting', 'pending', 2],
    ]);
    const list = (await call(sara, 'GET', '/api/projects')).json<Project[]>();
    expect(list.map((p) => p.id)).toEqual([project.id]);
    expect((await call(omar, 'GET', '/api/projects')).json()).toEqual([]);
  });

  it("requires name, type and location ('Please fill in all required fields.'); a failed create writes nothing", async () => {
    for (const body of [
      { ...kitchen, name: '  ' },
      { ...kitchen, location: '' },
      { ...kitchen, projectType: undefined },
    ]) {
      const response = await call(sara, 'POST', '/api/projects', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields[0].message).toBe(
        'Please fill in all required fields.',
      );
    }
    const badPhase = await call(sara, 'POST', '/api/projects', {
      ...kitchen,
      phases: [{ name: 'ok' }, { name: '' }],
    });
    expect(badPhase.statusCode).toBe(400);
    expect(await sut.db.db.selectFrom('construction_projects').selectAll().execute()).toEqual([]);
    expect(await sut.db.db.selectFrom('project_phases').selectAll().execute()).toEqual([]);
  });

  it('an unknown status falls back to planning; Update Progress and costs are stored', async () => {
    const project = (
      await call(sara, 'POST', '/api/projects', { ...kitchen, status: 'demolished' })
    ).json<Project>();
    expect(project.status).toBe('planning');
    const updated = await call(sara, 'PATCH', `/api/projects/${project.id}`, {
      progress: 40,
      status: 'in_progress',
      actualCost: 12000.5,
    });
    expect(updated.json()).toMatchObject({
      progress: 40,
      status: 'in_progress',
      actualCost: 12000.5,
    });
    const bad = await call(sara, 'PATCH', `/api/projects/${project.id}`, { progress: 101 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields[0].message).toBe(
      'Progress must be a whole number from 0 to 100',
    );
  });

  it('adds, updates, reorders and removes phases', async () => {
    const project = (await call(sara, 'POST', '/api/projects', kitchen)).json<Project>();
    const added = await call(sara, 'POST', `/api/projects/${project.id}/phases`, {
      name: 'Inspection',
    });
    expect(added.statusCode).toBe(201);
    const phases = added.json<Project>().phases;
    expect(phases.map((p) => p.name)).toEqual(['Demolition', 'Cabinets', 'Painting', 'Inspection']);
    const updated = await call(sara, 'PATCH', `/api/project-phases/${phases[0]!.id}`, {
      status: 'completed',
    });
    expect(updated.json<Project>().phases[0]!.status).toBe('completed');
    const order = [phases[3]!.id, phases[0]!.id, phases[2]!.id, phases[1]!.id];
    const reordered = await call(sara, 'PUT', `/api/projects/${project.id}/phase-order`, {
      phaseIds: order,
    });
    expect(reordered.json<Project>().phases.map((p) => p.id)).toEqual(order);
    const incomplete = await call(sara, 'PUT', `/api/projects/${project.id}/phase-order`, {
      phaseIds: order.slice(1),
    });
    expect(incomplete.statusCode).toBe(400);
    const removed = await call(sara, 'DELETE', `/api/project-phases/${phases[2]!.id}`);
    expect(removed.json<Project>().phases.map((p) => p.name)).toEqual([
      'Inspection',
      'Demolition',
      'Cabinets',
    ]);
  });

  it("a second family can neither read, change nor delete the first family's projects and phases", async () => {
    const project = (await call(sara, 'POST', '/api/projects', kitchen)).json<Project>();
    const phase = project.phases[0]!.id;
    const tries: [string, string, unknown?][] = [
      ['GET', `/api/projects/${project.id}`],
      ['PATCH', `/api/projects/${project.id}`, { progress: 99 }],
      ['POST', `/api/projects/${project.id}/phases`, { name: 'Mine' }],
      ['PUT', `/api/projects/${project.id}/phase-order`, { phaseIds: [] }],
      ['PATCH', `/api/project-phases/${phase}`, { name: 'Mine' }],
      ['DELETE', `/api/project-phases/${phase}`],
      ['DELETE', `/api/projects/${project.id}`],
    ];
    for (const [method, url, body] of tries) {
      expect((await call(omar, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    const after = (await call(sara, 'GET', `/api/projects/${project.id}`)).json<Project>();
    expect(after).toMatchObject({ progress: 0, name: 'Kitchen renovation' });
    expect(after.phases).toHaveLength(3);
  });
});
