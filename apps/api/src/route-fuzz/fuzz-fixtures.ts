import type { FastifyInstance } from 'fastify';
import { createAdmin } from '../../test/admin-factories.js';
import { createQuizCourse } from '../../test/assessment-factories.js';
import { createPurchaseFixture } from '../../test/catalogue-factories.js';
import { createCertifiedLearner } from '../../test/certificate-factories.js';
import { createLearner, STRONG_PASSWORD, type TestUser } from '../../test/factories.js';
import { createInstructor, createStudioQuizCourse } from '../../test/instructor-factories.js';
import type { FuzzRequest, Identity } from './fuzz-request.js';
import type { Operation } from './openapi-operations.js';
import type { KnownValues } from './schema-arbitraries.js';

type Known = KnownValues & { ids: string[]; emails: string[] };

/** An instructor with a studio course (a module, a chapter with a quiz, a final pool); answers its ids. */
async function studioFixture(app: FastifyInstance): Promise<{ instructor: TestUser; ids: string[] }> {
  const instructor = await createInstructor(app);
  const course = await createStudioQuizCourse(app, instructor);
  return { instructor, ids: [...Object.values(course), instructor.id] };
}

/**
 * The fuzzer's learner (who owns two courses and holds a certificate), admin and instructor (who teaches
 * a studio course), and the ids, slugs and emails they make known. Valid requests succeed now and then, so an account may be signed out,
 * deleted, demoted or disabled on the way; it is then re-created rather than its routes skipped.
 */
export class FuzzFixtures {
  /** Accounts re-created after a request changed them, by identity. */
  readonly recreated: Record<'learner' | 'admin' | 'instructor', number> = {
    learner: 0,
    admin: 0,
    instructor: 0,
  };

  private constructor(
    private readonly app: FastifyInstance,
    private learner: TestUser,
    private admin: TestUser,
    private instructor: TestUser,
    private readonly ownedCourses: string[],
    readonly known: Known,
    /** The instructor's course, module, chapter and question ids, which only the studio's operations pick. */
    private readonly studioIds: string[],
  ) {}

  static async create(app: FastifyInstance): Promise<FuzzFixtures> {
    const certified = await createCertifiedLearner(app);
    const quiz = await createQuizCourse(app);
    await createPurchaseFixture(app, certified.learner.id, quiz.id);
    const admin = await createAdmin(app);
    const studio = await studioFixture(app);
    const purchases = await app.ctx.db.selectFrom('purchases').select('id').execute();
    const categories = await app.ctx.db.selectFrom('categories').select(['id', 'slug']).execute();
    const known = {
      ids: [
        certified.learner.id,
        admin.id,
        certified.course.id,
        certified.certificate.id,
        quiz.id,
        ...quiz.modules.map((module) => module.id),
        ...Object.values(quiz.chapters).map((chapter) => chapter.id),
        ...quiz.quizzes.setup,
        ...quiz.finalIds,
        ...purchases.map((row) => row.id),
        ...categories.map((row) => row.id),
      ],
      slugs: [certified.course.slug, quiz.slug, ...categories.map((row) => row.slug)],
      emails: [certified.learner.email, admin.email],
      passwords: [STRONG_PASSWORD],
    };
    const owned = [certified.course.id, quiz.id];
    return new FuzzFixtures(app, certified.learner, admin, studio.instructor, owned, known, studio.ids);
  }

  /** The values an operation's requests pick from: the studio's first get the instructor's course too. */
  knownFor(op: Operation): Known {
    if (!op.path.startsWith('/api/instructor/')) return this.known;
    return {
      ...this.known,
      ids: [...this.studioIds, ...this.known.ids],
      emails: [...this.known.emails, this.instructor.email],
    };
  }

  tokenFor(identity: Identity): string | undefined {
    if (identity === 'learner') return this.learner.token;
    if (identity === 'admin') return this.admin.token;
    if (identity === 'instructor') return this.instructor.token;
    return undefined;
  }

  /**
   * After a request that changed something or carried a polluting key: each account still holds its role
   * (a learner made admin by anyone but the admin is a defect), and is re-created if the change was
   * legitimate (signed out, deleted, password changed, demoted or disabled by an admin).
   */
  async verifyAfter(request: FuzzRequest): Promise<string[]> {
    const problems: string[] = [];
    const learner = await this.profileRole(this.learner.token);
    if (learner === 'admin' && request.identity !== 'admin')
      problems.push(`the learner's account became an admin after a request by ${request.identity}`);
    if (learner !== 'learner') await this.replaceLearner();
    const admin = await this.profileRole(this.admin.token);
    if (admin !== 'admin') await this.replaceAdmin();
    const instructor = await this.profileRole(this.instructor.token);
    if (instructor === 'admin' && request.identity !== 'admin')
      problems.push(`the instructor's account became an admin after a request by ${request.identity}`);
    if (instructor !== 'instructor') await this.replaceInstructor();
    if (request.pollutes) {
      const anonymous = await this.app.inject({ method: 'GET', url: '/api/admin/users' });
      if (anonymous.statusCode !== 401)
        problems.push(`an anonymous GET /api/admin/users answered ${anonymous.statusCode} after it`);
      const asLearner = await this.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: { 'x-access-token': this.learner.token },
      });
      if (asLearner.statusCode !== 403)
        problems.push(`the learner's GET /api/admin/users answered ${asLearner.statusCode} after it`);
    }
    return problems;
  }

  /** The role the token's account has now, or null when the token is refused. */
  private async profileRole(token: string): Promise<string | null> {
    const response = await this.app.inject({
      method: 'GET',
      url: '/api/user/profile',
      headers: { 'x-access-token': token },
    });
    if (response.statusCode !== 200) return null;
    return (response.json() as { data: { role: string } }).data.role;
  }

  private async replaceLearner(): Promise<void> {
    this.learner = await createLearner(this.app);
    for (const courseId of this.ownedCourses) {
      // An admin's valid DELETE may have removed the course; the new learner then owns one less.
      await createPurchaseFixture(this.app, this.learner.id, courseId).catch(() => undefined);
    }
    this.known.ids.push(this.learner.id);
    this.known.emails.push(this.learner.email);
    this.recreated.learner += 1;
  }

  private async replaceAdmin(): Promise<void> {
    this.admin = await createAdmin(this.app);
    this.known.ids.push(this.admin.id);
    this.known.emails.push(this.admin.email);
    this.recreated.admin += 1;
  }

  private async replaceInstructor(): Promise<void> {
    const studio = await studioFixture(this.app);
    this.instructor = studio.instructor;
    this.studioIds.push(...studio.ids);
    this.recreated.instructor += 1;
  }
}
