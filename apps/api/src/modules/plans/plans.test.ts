import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, buildStudio, type Person, type Studio } from '../../../test/factories.ts';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { testDatabaseKinds } from '../../../test/support/databases.ts';
import { at, daysAhead } from '../../../test/support/studio-time.ts';

const WORKOUT = {
  blocks: [
    {
      type: 'Warm Up',
      exercises: [{ activity: 'running', reps: null, durationSeconds: 300, weightLbs: null }],
    },
    {
      type: 'Trainer Session',
      exercises: [
        { activity: 'weightlifting', reps: 10, durationSeconds: null, weightLbs: 45 },
        { activity: 'boxing', reps: null, durationSeconds: 120, weightLbs: null },
      ],
    },
  ],
};
const RECOVERY = { steps: [{ modality: 'Infrared Sauna', intensity: 'Moderate', durationMinutes: 15 }] };

describe.each(testDatabaseKinds())('session plans on %s', (kind) => {
  let t: TestApp;
  let studio: Studio;
  let other: Studio;
  let expert: Person;
  let otherExpert: Person;
  let maya: Person;
  let noah: Person;
  let serviceId: string;
  const api = apiOf(() => t.app);

  beforeAll(async () => {
    t = await buildTestApp(kind);
    studio = await buildStudio(t.database.db, { credits: 10, customers: 2 });
    other = await buildStudio(t.database.db, { credits: 10 });
    [expert, otherExpert] = studio.experts as [Person, Person];
    [maya, noah] = studio.customers as [Person, Person];
    const booked = await api.post(maya.cookie, '/api/me/services', {
      offeringId: studio.studioOfferingId,
      startsAt: at(daysAhead(5), '10:00'),
      expertId: expert.membershipId,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    serviceId = booked.json().id;
  });
  afterAll(() => t.close());

  const url = () => `/api/services/${serviceId}/plans`;

  it('starts empty, lets the session’s expert save both plans, and shows them to the member', async () => {
    const empty = await api.get(expert.cookie, url());
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({
      serviceId,
      workout: null,
      recovery: null,
      updatedAt: null,
      updatedBy: null,
    });

    const saved = await api.put(expert.cookie, url(), { workout: WORKOUT, recovery: RECOVERY });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      workout: WORKOUT,
      recovery: RECOVERY,
      updatedBy: { id: expert.membershipId, name: expert.name },
    });

    const seen = await api.get(maya.cookie, `/api/me/services/${serviceId}/plans`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ workout: WORKOUT, recovery: RECOVERY });

    // Null removes a plan; the other stays as sent.
    const cleared = await api.put(expert.cookie, url(), { workout: WORKOUT, recovery: null });
    expect(cleared.json()).toMatchObject({ workout: WORKOUT, recovery: null });
  });

  it('refuses values that are not on SPEC.md’s lists, each on its own field, and changes nothing', async () => {
    const before = (await api.get(expert.cookie, url())).json();
    const bad = await api.put(expert.cookie, url(), {
      workout: {
        blocks: [
          {
            type: 'Stretching',
            exercises: [
              { activity: 'skydiving', reps: 7, durationSeconds: null, weightLbs: 42 },
              { activity: 'running', reps: null, durationSeconds: null, weightLbs: null },
            ],
          },
        ],
      },
      recovery: { steps: [{ modality: 'Cold Plunge', intensity: 'Extreme', durationMinutes: 90 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      'workout.blocks.0.type': ['Choose a block type.'],
      'workout.blocks.0.exercises.0.activity': ['Choose an activity from the list.'],
      'workout.blocks.0.exercises.0.reps': ['Choose 3, 6, 8, 10, 15 or 20 reps.'],
      'workout.blocks.0.exercises.0.weightLbs': ['Choose a weight from 5 to 100 lbs, in steps of 5.'],
      'workout.blocks.0.exercises.1.reps': ['Give the reps or a duration.'],
      'recovery.steps.0.modality': ['Choose a modality.'],
      'recovery.steps.0.intensity': ['Choose an intensity.'],
      'recovery.steps.0.durationMinutes': ['Choose a duration from the list (1 min to 1 hour).'],
    });
    expect((await api.get(expert.cookie, url())).json()).toEqual(before);
  });

  it('keeps the plans to the session’s people: other experts, other members and other studios get 404', async () => {
    expect((await api.put(otherExpert.cookie, url(), { workout: null, recovery: RECOVERY })).statusCode).toBe(
      404,
    );
    expect((await api.get(otherExpert.cookie, url())).statusCode).toBe(404);
    expect((await api.get(noah.cookie, `/api/me/services/${serviceId}/plans`)).statusCode).toBe(404);
    expect((await api.get(other.admin.cookie, url())).statusCode).toBe(404);
    expect((await api.put(other.admin.cookie, url(), { workout: null, recovery: null })).statusCode).toBe(
      404,
    );
    // A member cannot write plans at all, not even on their own session.
    expect((await api.put(maya.cookie, url(), { workout: null, recovery: null })).statusCode).toBe(403);
    expect((await api.get(maya.cookie, `/api/me/services/${serviceId}/plans`)).json().workout).toEqual(
      WORKOUT,
    );
  });

  it('lets staff cover for the expert, and freezes the plans of a canceled session', async () => {
    const byStaff = await api.put(studio.admin.cookie, url(), { workout: WORKOUT, recovery: RECOVERY });
    expect(byStaff.statusCode).toBe(200);
    expect(byStaff.json().updatedBy).toEqual({ id: studio.admin.membershipId, name: studio.admin.name });

    const canceled = await api.post(maya.cookie, `/api/me/services/${serviceId}/transitions`, {
      to: 'Canceled',
      reason: 'Travelling',
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const frozen = await api.put(expert.cookie, url(), { workout: null, recovery: null });
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().detail).toBe('This session is canceled: its plans can no longer change.');
    expect((await api.get(expert.cookie, url())).json()).toMatchObject({
      workout: WORKOUT,
      recovery: RECOVERY,
    });
  });
});
