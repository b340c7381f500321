import type { PurchasedCourse } from '@coursewise/contract';
import { expect, it } from 'vitest';
import { createLearner } from '../../../test/factories.js';
import {
  call,
  describeEachDatabase,
  fieldRefusal,
  hugeString,
  malformedJsonBodies,
  type Refusal,
  refusalOf,
  sendRawJson,
  tooLarge,
  useTestApp,
} from '../../../test/helper.js';
import { buy, createStudyCourse, postProgress } from '../../../test/learning-factories.js';

describeEachDatabase('chapter/progress input', (dialect) => {
  const t = useTestApp(dialect);

  const owned = async () => {
    const course = await createStudyCourse(t.app);
    const learner = await createLearner(t.app);
    await buy(t.app, learner.id, course.id);
    return { course, learner, ...course.chapters };
  };
  const stored = async (courseId: string, token: string): Promise<PurchasedCourse> => {
    const response = await call(t.app, {
      method: 'GET',
      url: `/api/course/purchase-details/${courseId}`,
      token,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };
  const save = async (token: string, body: Record<string, unknown>) => {
    const response = await postProgress(t.app, token, body);
    expect(response.statusCode, response.body).toBe(200);
  };

  const CHAPTER = 'the-chapter';
  it.each<[string, Record<string, unknown>, Refusal]>([
    ['no chapter', { completed: true }, fieldRefusal('chapterId', 'is required')],
    ['an empty chapter id', { chapterId: '' }, fieldRefusal('chapterId', 'must be at least 1 characters')],
    [
      'a huge chapter id',
      { chapterId: 'x'.repeat(65) },
      fieldRefusal('chapterId', 'must be at most 64 characters'),
    ],
    ['a numeric chapter id', { chapterId: 42 }, fieldRefusal('chapterId', 'must be a string')],
    [
      'completed as text',
      { chapterId: CHAPTER, completed: 'true' },
      fieldRefusal('completed', 'must be a boolean'),
    ],
    [
      'a position as text',
      { chapterId: CHAPTER, positionSeconds: '60' },
      fieldRefusal('positionSeconds', 'must be an integer'),
    ],
    [
      'a fractional position',
      { chapterId: CHAPTER, positionSeconds: 1.5 },
      fieldRefusal('positionSeconds', 'must be an integer'),
    ],
    [
      'a negative position',
      { chapterId: CHAPTER, positionSeconds: -1 },
      fieldRefusal('positionSeconds', 'must be at least 0'),
    ],
    [
      'a position over a day',
      { chapterId: CHAPTER, positionSeconds: 86_401 },
      fieldRefusal('positionSeconds', 'must be at most 86400'),
    ],
    [
      'an unknown field',
      { chapterId: CHAPTER, courseId: 'x' },
      fieldRefusal('courseId', 'is not an accepted field'),
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, refusal) => {
    const { course, learner, setup } = await owned();
    await save(learner.token, { chapterId: setup.id, positionSeconds: 60, completed: true });
    const before = await stored(course.id, learner.token);
    const sent = body.chapterId === CHAPTER ? { ...body, chapterId: setup.id } : body;
    const response = await postProgress(t.app, learner.token, sent);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual(refusal);
    expect(await stored(course.id, learner.token)).toEqual(before);
  });

  it('refuses bodies that are not a JSON object, and huge ones', async () => {
    const { learner } = await owned();
    for (const [label, raw, refusal] of malformedJsonBodies) {
      const response = await sendRawJson(t.app, {
        method: 'POST',
        url: '/api/chapter/progress',
        raw,
        token: learner.token,
      });
      expect(response.statusCode, label).toBe(400);
      expect(refusalOf(response), label).toEqual(refusal);
    }
    const huge = await postProgress(t.app, learner.token, { chapterId: hugeString() });
    expect(huge.statusCode).toBe(413);
    expect(refusalOf(huge)).toEqual(tooLarge);
  });
});
