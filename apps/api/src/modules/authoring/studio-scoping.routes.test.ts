import {
  announcementOperations,
  insightOperations,
  instructorStudioContentOperations,
  instructorStudioOperations,
  studioChapterCaptionOperations,
  studioCourseReviewOperations,
} from '@coursewise/contract';
import { beforeAll, expect, it } from 'vitest';
import { createAdmin } from '../../../test/admin-factories.js';
import { createCategoryFixture } from '../../../test/catalogue-factories.js';
import { createLearner, type TestUser } from '../../../test/factories.js';
import { call, describeEachDatabase, errorOf, json, useTestApp } from '../../../test/helper.js';
import { photo } from '../../../test/images.js';
import {
  createInstructor,
  createStudioQuizCourse,
  questionBody,
  type StudioQuizCourse,
  studio,
  twoQuestionsCsv,
} from '../../../test/instructor-factories.js';
import { multipart } from '../../../test/multipart.js';

// Every studio operation, read from the contract: one added later without a row below fails to compile
// here, and the first test fails if it is missing at run time.
const operations = {
  ...instructorStudioOperations,
  ...instructorStudioContentOperations,
  ...studioCourseReviewOperations,
  ...studioChapterCaptionOperations,
  studioGetCourseInsight: insightOperations.studioGetCourseInsight,
  studioListAnnouncements: announcementOperations.studioListAnnouncements,
  studioPostAnnouncement: announcementOperations.studioPostAnnouncement,
};
type Name = keyof typeof operations;
type Body = { json: unknown } | { csv: string } | { form: 'image' } | null;
const MISSING = 'This course does not exist';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** For each operation, a body its course's own teacher would send successfully. */
const bodies = (categoryId: string, invitee: string, c: StudioQuizCourse): Record<Name, Body> => ({
  studioListCourses: null,
  studioCreateCourse: { json: { title: 'Mine', categoryId } },
  studioGetCourse: null,
  studioUpdateCourse: { json: { subtitle: 'Taken over' } },
  studioDeleteCourse: null,
  studioListModules: null,
  studioCreateModule: { json: { title: 'Intruder' } },
  studioReorderModules: { json: { ids: [c.moduleId] } },
  studioGetModule: null,
  studioUpdateModule: { json: { title: 'Renamed' } },
  studioDeleteModule: null,
  studioListChapters: null,
  studioCreateChapter: { json: { title: 'Intruder', type: 'text', content: '<p>x</p>' } },
  studioReorderChapters: { json: { ids: [c.chapterId] } },
  studioGetChapter: null,
  studioUpdateChapter: { json: { title: 'Renamed' } },
  studioDeleteChapter: null,
  studioListChapterQuestions: null,
  studioCreateChapterQuestion: { json: questionBody('Planted') },
  studioReorderChapterQuestions: { json: { ids: [c.chapterQuestionId] } },
  studioImportChapterQuestions: { csv: twoQuestionsCsv },
  studioListFinalQuestions: null,
  studioCreateFinalQuestion: { json: questionBody('Planted') },
  studioReorderFinalQuestions: { json: { ids: [c.finalQuestionId] } },
  studioImportFinalQuestions: { csv: twoQuestionsCsv },
  studioQuestionImportTemplate: null,
  studioGetQuestion: null,
  studioUpdateQuestion: { json: { text: 'Changed' } },
  studioDeleteQuestion: null,
  studioListInstructors: null,
  studioInviteInstructor: { json: { email: invitee } },
  studioRemoveInstructor: null,
  studioUpload: { form: 'image' },
  studioSubmitCourse: { json: {} },
  studioGetCourseInsight: null,
  studioListChapterCaptions: null,
  studioPutChapterCaptions: { json: { captionsUrl: 'captions/planted.vtt', label: 'Planted' } },
  studioDeleteChapterCaptions: null,
  studioListAnnouncements: null,
  studioPostAnnouncement: { json: { title: 'Planted', body: '<p>Planted</p>' } },
});

/** Operations that name no course: the 404 check does not apply to them. */
const unscoped: readonly Name[] = [
  'studioListCourses',
  'studioCreateCourse',
  'studioQuestionImportTemplate',
  'studioUpload',
];

/** The path of `name` for the course `c`: `:id` is the course, module, chapter or question its path names. */
function pathFor(name: Name, c: StudioQuizCourse, coId: string, unknown = false): string {
  const url = operations[name].url;
  const kind = /^\/instructor\/(\w+)/.exec(url)?.[1];
  const ids: Record<string, string> = {
    courses: c.courseId,
    modules: c.moduleId,
    chapters: c.chapterId,
    questions: c.chapterQuestionId,
  };
  const id = unknown ? UNKNOWN : (ids[kind ?? ''] ?? '');
  return `/api${url.replace(':userId', coId).replace(':id', id).replace(':language', 'en')}`;
}

describeEachDatabase('instructor studio scoping', (dialect) => {
  const t = useTestApp(dialect);
  let owner: TestUser;
  let co: TestUser;
  let other: TestUser;
  let learner: TestUser;
  let admin: TestUser;
  let course: StudioQuizCourse;
  let table: Record<Name, Body>;
  let image: Buffer;

  beforeAll(async () => {
    [owner, co, other, learner, admin] = await Promise.all([
      createInstructor(t.app),
      createInstructor(t.app),
      createInstructor(t.app),
      createLearner(t.app),
      createAdmin(t.app),
    ]);
    course = await createStudioQuizCourse(t.app, owner);
    const invited = await studio(t.app, owner.token, 'POST', `/courses/${course.courseId}/instructors`, {
      email: co.email,
    });
    expect(invited.statusCode).toBe(201);
    const invitee = await createInstructor(t.app);
    table = bodies((await createCategoryFixture(t.app)).id, invitee.email, course);
    image = await photo('png', 64, 64);
  });

  const send = (name: Name, token: string | undefined, unknown = false) => {
    const body = table[name];
    const url = pathFor(name, course, co.id, unknown);
    const method = operations[name].method;
    const auth = token ? { token } : {};
    if (body && 'csv' in body)
      return call(t.app, {
        method,
        url,
        ...auth,
        payload: body.csv,
        headers: { 'content-type': 'text/csv' },
      });
    if (body && 'form' in body) {
      const file = { field: 'file', filename: 'cover.png', contentType: 'image/png', data: image };
      return call(t.app, { method, url, ...auth, ...multipart({ area: 'course-image' }, [file]) });
    }
    return call(t.app, { method, url, ...auth, ...(body ? { payload: body.json as object } : {}) });
  };

  /** Everything the owner can read of the course: any change by another shows here. */
  const snapshot = async () => {
    const c = course;
    const paths = [
      `/courses/${c.courseId}`,
      `/courses/${c.courseId}/modules`,
      `/modules/${c.moduleId}/chapters`,
      `/chapters/${c.chapterId}`,
      `/chapters/${c.chapterId}/questions`,
      `/courses/${c.courseId}/final-questions`,
      `/questions/${c.chapterQuestionId}`,
      `/courses/${c.courseId}/instructors`,
    ];
    const answers = await Promise.all(paths.map((path) => studio(t.app, owner.token, 'GET', path)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    return answers.map((answer) => json(answer));
  };

  it('has a row for every studio operation of the contract', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(operations).sort());
    expect(Object.keys(operations).length).toBeGreaterThanOrEqual(33);
  });

  it('answers 401 without a token and 403 to a learner or an admin on every studio operation', async () => {
    for (const name of Object.keys(operations) as Name[]) {
      expect((await send(name, undefined)).statusCode, name).toBe(401);
      for (const token of [learner.token, admin.token]) {
        const refused = await send(name, token);
        expect(refused.statusCode, name).toBe(403);
        expect(errorOf(refused).message, name).toBe('This needs an instructor account');
      }
    }
  });

  it('answers another instructor on every course-scoped operation exactly as for an unknown id, changing nothing', async () => {
    const before = await snapshot();
    const scoped = (Object.keys(operations) as Name[]).filter((name) => !unscoped.includes(name));
    expect(scoped.length).toBe(Object.keys(operations).length - unscoped.length);
    for (const name of scoped) {
      const foreign = await send(name, other.token);
      expect(foreign.statusCode, name).toBe(404);
      expect(errorOf(foreign).message, name).toBe(MISSING);
      const unknown = await send(name, other.token, true);
      expect([unknown.statusCode, errorOf(unknown).message], name).toEqual([404, MISSING]);
    }
    expect(await snapshot()).toEqual(before);
    const list = json<{ data: { items: { id: string }[] } }>(
      await studio(t.app, other.token, 'GET', '/courses?limit=100'),
    );
    expect(list.data.items.map((c) => c.id)).not.toContain(course.courseId);
  });

  it('lets a co-instructor use every course-scoped read, and refuses them the owner’s course delete (403)', async () => {
    for (const name of Object.keys(operations) as Name[]) {
      if (operations[name].method !== 'GET' || unscoped.includes(name)) continue;
      expect((await send(name, co.token)).statusCode, name).toBe(200);
    }
    const refused = await send('studioDeleteCourse', co.token);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Only the course’s owner can delete it');
    expect((await studio(t.app, owner.token, 'GET', `/courses/${course.courseId}`)).statusCode).toBe(200);
  });
});
