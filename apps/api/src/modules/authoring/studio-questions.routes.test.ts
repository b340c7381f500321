import type { AdminQuestion } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { auditOf, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import type { TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, hugeString, json, useTestApp } from '../../../test/helper.js';
import {
  createInstructor,
  createStudioQuizCourse,
  type Method,
  questionBody,
  type StudioQuizCourse,
  studio,
  studioCsv,
  twoQuestionsCsv,
} from '../../../test/instructor-factories.js';
import { multipart } from '../../../test/multipart.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

/** The two question sets of a course: its chapter's quiz and its final pool. */
const sets = [
  ['a chapter quiz', (c: StudioQuizCourse) => `/chapters/${c.chapterId}/questions`],
  ['the final pool', (c: StudioQuizCourse) => `/courses/${c.courseId}/final-questions`],
] as const;

describeEachDatabase('instructor studio: quizzes and the final pool', (dialect) => {
  const t = useTestApp(dialect);
  let admin: TestUser;
  let owner: TestUser;

  beforeAll(async () => {
    [admin, owner] = await Promise.all([createAdmin(t.app), createInstructor(t.app)]);
  });

  const texts = async (path: string) =>
    dataOf<AdminQuestion[]>(await studio(t.app, owner.token, 'GET', path)).map((q) => q.text);

  it.each(sets)(
    'adds, reads, changes, reorders and deletes questions of %s, each write audited with the instructor',
    async (_label, setPath) => {
      const c = await createStudioQuizCourse(t.app, owner);
      const path = setPath(c);
      const imageUrl = await storedImageUrl(t.app);
      const created = await studio(t.app, owner.token, 'POST', path, {
        ...questionBody('Which are fruits?'),
        explanation: 'Apples and pears grow on trees.',
        imageUrl,
        options: [
          { text: 'Apple', isCorrect: true },
          { text: 'Brick', isCorrect: false },
          { text: 'Pear', isCorrect: true },
        ],
      });
      expect(created.statusCode, created.body).toBe(201);
      expect(json(created).message).toBe('Question added.');
      const question = dataOf<AdminQuestion>(created);
      expect(question).toMatchObject({ text: 'Which are fruits?', multiple: true, imageUrl, position: 2 });
      expect(await texts(path)).toEqual(['Is this right?', 'Which are fruits?']);

      const read = await studio(t.app, owner.token, 'GET', `/questions/${question.id}`);
      expect(dataOf<AdminQuestion>(read)).toEqual(question);

      const changed = await studio(t.app, owner.token, 'PUT', `/questions/${question.id}`, {
        text: 'Which is a fruit?',
        options: [
          { text: 'Apple', isCorrect: true },
          { text: 'Brick', isCorrect: false },
        ],
      });
      expect([changed.statusCode, json(changed).message]).toEqual([200, 'Question saved.']);
      expect(dataOf<AdminQuestion>(changed)).toMatchObject({ text: 'Which is a fruit?', multiple: false });
      expect(dataOf<AdminQuestion>(changed).options.map((o) => o.id)).toEqual(
        question.options.slice(0, 2).map((o) => o.id),
      );

      const first = dataOf<AdminQuestion[]>(await studio(t.app, owner.token, 'GET', path)).map((q) => q.id);
      const reordered = await studio(t.app, owner.token, 'PUT', `${path}/order`, {
        ids: [...first].reverse(),
      });
      expect([reordered.statusCode, json(reordered).message]).toEqual([200, 'Questions reordered.']);
      expect(await texts(path)).toEqual(['Which is a fruit?', 'Is this right?']);

      const deleted = await studio(t.app, owner.token, 'DELETE', `/questions/${question.id}`);
      expect([deleted.statusCode, json(deleted).message]).toEqual([200, 'Question deleted.']);
      expect(await texts(path)).toEqual(['Is this right?']);
      expect((await studio(t.app, owner.token, 'GET', `/questions/${question.id}`)).statusCode).toBe(404);

      const entries = await auditOf(t.app, admin.token, question.id);
      expect(entries.map((e) => [e.actor?.id, e.action])).toEqual([
        [owner.id, 'delete'],
        [owner.id, 'update'],
        [owner.id, 'create'],
      ]);
    },
  );

  it.each(sets)(
    'imports a CSV into %s after its questions, as the body or a multipart file, audited',
    async (_label, setPath) => {
      const c = await createStudioQuizCourse(t.app, owner);
      const path = setPath(c);
      const imported = await studioCsv(t.app, owner.token, `${path}/import`, twoQuestionsCsv);
      expect(imported.statusCode, imported.body).toBe(201);
      expect(json(imported).message).toBe('2 questions imported.');
      expect(dataOf<{ imported: number }>(imported).imported).toBe(2);
      const form = multipart({}, [
        { field: 'file', filename: 'more.csv', contentType: 'text/csv', data: Buffer.from(twoQuestionsCsv) },
      ]);
      const asFile = await call(t.app, {
        method: 'POST',
        url: `/api/instructor${path}/import`,
        token: owner.token,
        ...form,
      });
      expect(asFile.statusCode, asFile.body).toBe(201);
      expect(await texts(path)).toEqual([
        'Is this right?',
        'Which is a colour, really?',
        'Pick the even numbers',
        'Which is a colour, really?',
        'Pick the even numbers',
      ]);
      const entity = setPath === sets[0][1] ? c.chapterId : c.courseId;
      const entries = await auditOf(t.app, admin.token, entity);
      expect(entries.filter((e) => e.action === 'import').map((e) => [e.actor?.id, e.summary])).toEqual([
        [owner.id, expect.stringMatching(/^Imported 2 questions into /)],
        [owner.id, expect.stringMatching(/^Imported 2 questions into /)],
      ]);
    },
  );

  it('imports all rows or none: a bad row refuses the file naming its line, and nothing is stored', async () => {
    const c = await createStudioQuizCourse(t.app, owner);
    const path = `/chapters/${c.chapterId}/questions`;
    const csv = `${twoQuestionsCsv}Only one option,A,,,1,\n`;
    const refused = await studioCsv(t.app, owner.token, `${path}/import`, csv);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe('Nothing was imported: line 4: options: must have 2 to 8 options');
    expect(await texts(path)).toEqual(['Is this right?']);

    const binary = await studioCsv(t.app, owner.token, `${path}/import`, 'question\u0000,1');
    expect([binary.statusCode, errorOf(binary).message]).toEqual([400, 'The file is not a CSV text file']);
    const asJson = await studio(t.app, owner.token, 'POST', `${path}/import`, { csv: twoQuestionsCsv });
    expect(asJson.statusCode).toBe(415);
    expect(errorOf(asJson).message).toContain('Send the CSV');
    expect(await texts(path)).toEqual(['Is this right?']);
  });

  it('serves the import template as a file that imports as it is', async () => {
    const template = await studio(t.app, owner.token, 'GET', '/questions/import-template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="questions-template.csv"');
    const c = await createStudioQuizCourse(t.app, owner);
    const imported = await studioCsv(
      t.app,
      owner.token,
      `/courses/${c.courseId}/final-questions/import`,
      template.body,
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expect(dataOf<{ imported: number }>(imported).imported).toBe(2);
  });

  it('refuses bad input with a message and changes nothing', async () => {
    const c = await createStudioQuizCourse(t.app, owner);
    const quiz = `/chapters/${c.chapterId}/questions`;
    const before = await studio(t.app, owner.token, 'GET', quiz);
    const cases: [Method, string, unknown, number][] = [
      ['POST', quiz, { text: 'One option', options: [{ text: 'A', isCorrect: true }] }, 400],
      ['POST', quiz, { text: 42, options: questionBody().options }, 400],
      ['POST', quiz, { options: questionBody().options }, 400],
      ['POST', quiz, { ...questionBody(hugeString(5000)) }, 400],
      [
        'POST',
        quiz,
        {
          text: 'None right',
          options: [
            { text: 'A', isCorrect: false },
            { text: 'B', isCorrect: false },
          ],
        },
        400,
      ],
      ['POST', quiz, { ...questionBody(), imageUrl: 'https://evil.example/a.png' }, 400],
      ['PUT', `${quiz}/order`, { ids: [] }, 400],
      ['PUT', `${quiz}/order`, { ids: ['00000000-0000-4000-8000-000000000000'] }, 400],
      ['PUT', `/questions/${c.chapterQuestionId}`, { options: 'none' }, 400],
      ['PUT', `/questions/${c.chapterQuestionId}`, { text: '   ' }, 400],
      ['PUT', '/questions/00000000-0000-4000-8000-000000000000', { text: 'x' }, 404],
      ['DELETE', '/questions/00000000-0000-4000-8000-000000000000', undefined, 404],
      ['POST', '/chapters/00000000-0000-4000-8000-000000000000/questions', questionBody(), 404],
      ['GET', '/courses/00000000-0000-4000-8000-000000000000/final-questions', undefined, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const response = await studio(t.app, owner.token, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(status);
      expect(errorOf(response).message.length, `${method} ${path}`).toBeGreaterThan(0);
    }
    expect(json(await studio(t.app, owner.token, 'GET', quiz))).toEqual(json(before));
  });
});
