import type { AdminQuestion } from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createQuizCourse } from '../../../test/assessment-factories.js';
import { admin, storedImageUrl } from '../../../test/catalogue-admin-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, refusalOf, useTestApp } from '../../../test/helper.js';
import { multipart } from '../../../test/multipart.js';

const dataOf = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;
const HEADER = 'question,option1,option2,option3,option4,correct,explanation,image_url';

describeEachDatabase('admin question CSV import', (dialect) => {
  const t = useTestApp(dialect);
  let boss: TestUser;
  beforeAll(async () => {
    boss = await createAdmin(t.app);
  });

  const sendCsv = (path: string, csv: string | Buffer, contentType = 'text/csv') =>
    call(t.app, {
      method: 'POST',
      url: `/api/admin${path}`,
      token: boss.token,
      payload: csv,
      headers: { 'content-type': contentType },
    });
  const questionsAt = async (path: string) =>
    dataOf<AdminQuestion[]>(await admin(t.app, boss.token, 'GET', path));

  it('serves a template that imports as it is', async () => {
    const template = await admin(t.app, boss.token, 'GET', '/questions/import-template');
    expect(template.statusCode).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(template.headers['content-disposition']).toBe('attachment; filename="questions-template.csv"');
    expect(template.body.split('\r\n')[0]).toBe(
      'question,option1,option2,option3,option4,option5,option6,option7,option8,correct,explanation,image_url',
    );

    const course = await createQuizCourse(t.app, { finalQuestions: 0 });
    const imported = await sendCsv(`/courses/${course.id}/final-questions/import`, template.body);
    expect(imported.statusCode, imported.body).toBe(201);
    const data = dataOf<{ imported: number; questions: AdminQuestion[] }>(imported);
    expect(data.imported).toBe(2);
    expect(data.questions[0]).toMatchObject({
      text: 'Which of these are prime numbers?',
      explanation: '4 and 9 have other divisors.',
      multiple: true,
      chapterId: null,
      options: [
        { text: '2', isCorrect: true },
        { text: '4', isCorrect: false },
        { text: '5', isCorrect: true },
        { text: '9', isCorrect: false },
      ],
    });
    expect((await questionsAt(`/courses/${course.id}/final-questions`)).map((q) => q.text)).toEqual([
      'Which of these are prime numbers?',
      'What does CSS style?',
    ]);
  });

  it('imports a multipart file into a chapter quiz, after its questions, with quoted commas and images', async () => {
    const course = await createQuizCourse(t.app);
    const path = `/chapters/${course.chapters.deeper.id}/questions`;
    const imageUrl = await storedImageUrl(t.app);
    const csv = `\uFEFF${HEADER}\n"Pick one, please",Yes,No,,,2,,${imageUrl}\n`;
    const form = multipart({}, [
      { field: 'file', filename: 'questions.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const response = await call(t.app, {
      method: 'POST',
      url: `/api/admin${path}/import`,
      token: boss.token,
      ...form,
    });
    expect(response.statusCode, response.body).toBe(201);
    const all = await questionsAt(path);
    expect(all).toHaveLength(3);
    expect(all[2]).toMatchObject({
      text: 'Pick one, please',
      imageUrl,
      position: 3,
      options: [{ isCorrect: false }, { isCorrect: true }],
    });
  });

  it('refuses the whole file when any row is bad, naming each line and problem, and stores nothing', async () => {
    const course = await createQuizCourse(t.app);
    const path = `/chapters/${course.chapters.setup.id}/questions`;
    const csv = [
      HEADER,
      'Good question,A,B,,,1,,',
      'Names an empty option,A,B,,,1;3,,',
      'Only one option,A,,,,1,,',
      ',A,B,,,1,,',
      '"A question over',
      'two lines",A,B,,,x,,',
      'Image from elsewhere,A,B,,,2,,https://evil.example/a.png',
      `${'Long '.repeat(500)},A,B,,,1,,`,
    ].join('\n');
    const response = await sendCsv(`${path}/import`, csv);
    expect(response.statusCode).toBe(400);
    expect(refusalOf(response)).toEqual({
      message: 'Nothing was imported: line 3: correct: option 3 is empty (and 5 more)',
      errors: [
        { path: 'line 3', message: 'correct: option 3 is empty' },
        { path: 'line 4', message: 'options: must have 2 to 8 options' },
        { path: 'line 5', message: 'question: must not be empty' },
        { path: 'line 7', message: 'correct: "x" is not an option number from 1 to 8' },
        { path: 'line 8', message: 'image_url: must be the address of an image uploaded here' },
        { path: 'line 9', message: 'question: must be at most 2000 characters' },
      ],
    });
    expect(await questionsAt(path)).toHaveLength(2);
  });

  it.each([
    [
      'an unknown column',
      'question,option1,option2,correct,points\nQ,A,B,1,3\n',
      'line 1',
      '"points" is not a known column (question, option1, option2, option3, option4, option5, option6, option7, option8, correct, explanation, image_url)',
    ],
    ['no correct column', 'question,option1,option2\nQ,A,B\n', 'line 1', 'the column "correct" is missing'],
    ['only a header', `${HEADER}\n`, 'line 1', 'there are no questions under the header'],
    ['an empty file', '', 'line 1', 'the file is empty: start with the template’s header'],
  ])('refuses %s (400)', async (_label, csv, path, message) => {
    const course = await createQuizCourse(t.app);
    const response = await sendCsv(`/courses/${course.id}/final-questions/import`, csv);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).errors).toEqual([{ path, message }]);
    expect(await questionsAt(`/courses/${course.id}/final-questions`)).toHaveLength(4);
  });

  it('refuses a broken quote with its line, a binary file, JSON, and a file over 1 MB', async () => {
    const course = await createQuizCourse(t.app);
    const url = `/courses/${course.id}/final-questions/import`;
    const broken = await sendCsv(url, `${HEADER}\nGood,A,B,,,1,,\n"Never closed,A,B,,,1,,\n`);
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).errors?.[0]?.path).toMatch(/^line \d+$/);
    expect(errorOf(broken).message).toContain('the CSV cannot be read');

    const binary = await sendCsv(url, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]));
    expect(binary.statusCode).toBe(400);
    expect(errorOf(binary).message).toBe('The file is not a CSV text file');

    const json = await admin(t.app, boss.token, 'POST', url, { csv: 'question' });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).message).toBe(
      'Send the CSV as the body (text/csv) or as the multipart field `file`',
    );

    const huge = await sendCsv(url, `${HEADER}\n${'x'.repeat(1024 * 1024 + 10)}`);
    expect(huge.statusCode).toBe(413);
    const form = multipart({}, [
      {
        field: 'file',
        filename: 'big.csv',
        contentType: 'text/csv',
        data: Buffer.alloc(1024 * 1024 + 10, 120),
      },
    ]);
    const hugeFile = await call(t.app, {
      method: 'POST',
      url: `/api/admin${url}`,
      token: boss.token,
      ...form,
    });
    expect(hugeFile.statusCode).toBe(413);
    const wrongField = multipart({}, [
      { field: 'csv', filename: 'q.csv', contentType: 'text/csv', data: Buffer.from(HEADER) },
    ]);
    const noFile = await call(t.app, {
      method: 'POST',
      url: `/api/admin${url}`,
      token: boss.token,
      ...wrongField,
    });
    expect(noFile.statusCode).toBe(400);
    expect(await questionsAt(`/courses/${course.id}/final-questions`)).toHaveLength(4);
  });

  it('refuses a form without a boundary, or cut short, with a 400 (found by the route fuzzer)', async () => {
    const course = await createQuizCourse(t.app);
    const url = `/courses/${course.id}/final-questions/import`;
    const noBoundary = await sendCsv(url, 'field=value', 'multipart/form-data');
    const { payload, headers } = multipart({}, [
      { field: 'file', filename: 'q.csv', contentType: 'text/csv', data: Buffer.from(HEADER) },
    ]);
    const cutShort = await sendCsv(url, payload.subarray(0, payload.length - 20), headers['content-type']);
    for (const response of [noBoundary, cutShort]) {
      expect(response.statusCode).toBe(400);
      expect(refusalOf(response)).toEqual({
        message: 'The form data could not be read. Send it as multipart/form-data.',
      });
    }
    expect(await questionsAt(`/courses/${course.id}/final-questions`)).toHaveLength(4);
  });

  it('answers 404 for an unknown chapter and 401/403 before reading any body', async () => {
    const unknown = await sendCsv('/chapters/nope/questions/import', `${HEADER}\nQ,A,B,,,1,,\n`);
    expect(unknown.statusCode).toBe(404);
    const learner = await createLearner(t.app);
    const forbidden = await call(t.app, {
      method: 'POST',
      url: '/api/admin/chapters/nope/questions/import',
      token: learner.token,
      payload: 'x',
      headers: { 'content-type': 'text/csv' },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
