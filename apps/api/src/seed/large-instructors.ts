import type { Insertable } from 'kysely';
import type { Database } from '../db/schema.js';
import { newId } from '../lib/ids.js';

/**
 * The benchmark seed's instructors: about one per 20 courses, skewed like a real marketplace: one big
 * instructor owns 5 % of the catalogue (hundreds of courses at 10,000), the best seller among them;
 * the rest share the other courses at random; one course in 30 has a co-instructor. Also one admin,
 * so the console's benchmarks can sign in. Everyone's password is the bench password.
 */

interface Random {
  next(): number;
  int(min: number, max: number): number;
}

type User = Insertable<Database['users']>;

export interface PlannedInstructors {
  users: User[];
  courseInstructors: Insertable<Database['courseInstructors']>[];
  adminEmail: string;
  /** The big instructor, who also owns `bestSeller`. */
  bigInstructorEmail: string | null;
}

function account(run: string, name: string, role: User['role'], passwordHash: string, at: string): User {
  const email = `${name}.${run}@bench.example.com`;
  return {
    id: newId(),
    email,
    emailNormalized: email,
    passwordHash,
    firstName: name.split('-')[0] ?? name,
    lastName: `Bench ${name.split('-')[1] ?? ''}`.trim(),
    phone: null,
    avatarKey: null,
    role,
    emailVerified: 1,
    profileComplete: 1,
    googleSub: null,
    deletedAt: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Instructors and their course_instructors rows for the courses (`bestSeller`: the most bought one's id). */
export function planInstructors(
  courseIds: string[],
  bestSeller: string | undefined,
  rand: Random,
  options: { run: string; passwordHash: string; now: number },
): PlannedInstructors {
  const at = new Date(options.now).toISOString();
  const admin = account(options.run, 'admin', 'admin', options.passwordHash, at);
  const count = courseIds.length === 0 ? 0 : Math.max(1, Math.round(courseIds.length / 20));
  const instructors = Array.from({ length: count }, (_, i) =>
    account(options.run, `instructor-${i}`, 'instructor', options.passwordHash, at),
  );
  const rows: Insertable<Database['courseInstructors']>[] = [];
  const bigShare = Math.max(1, Math.round(courseIds.length * 0.05));
  const others = courseIds.filter((id) => id !== bestSeller);
  const ordered = bestSeller === undefined ? others : [bestSeller, ...others];
  ordered.forEach((courseId, i) => {
    const owner = i < bigShare || count === 1 ? 0 : rand.int(1, count - 1);
    rows.push({ courseId, userId: instructors[owner]?.id ?? '', role: 'owner', createdAt: at });
    if (count > 2 && rand.next() < 1 / 30) {
      const co = rand.int(1, count - 1);
      if (co !== owner) rows.push({ courseId, userId: instructors[co]?.id ?? '', role: 'co', createdAt: at });
    }
  });
  return {
    users: [admin, ...instructors],
    courseInstructors: rows,
    adminEmail: admin.email,
    bigInstructorEmail: instructors[0]?.email ?? null,
  };
}
