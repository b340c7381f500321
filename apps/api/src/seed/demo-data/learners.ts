import type { SeedLearner } from './types.js';

/** Demo learners who buy and review courses; they share the demo learner's password. */
export const demoLearners: SeedLearner[] = [
  { firstName: 'Maya', lastName: 'Patel', email: 'maya.patel@example.com' },
  { firstName: 'Lucas', lastName: 'Silva', email: 'lucas.silva@example.com' },
  { firstName: 'Emma', lastName: 'Johansson', email: 'emma.johansson@example.com' },
  { firstName: 'Kwame', lastName: 'Mensah', email: 'kwame.mensah@example.com' },
  { firstName: 'Sarah', lastName: "O'Connor", email: 'sarah.oconnor@example.com' },
  { firstName: 'Arjun', lastName: 'Mehta', email: 'arjun.mehta@example.com' },
  { firstName: 'Yuki', lastName: 'Nakamura', email: 'yuki.nakamura@example.com' },
  { firstName: 'Olivia', lastName: 'Brown', email: 'olivia.brown@example.com' },
  { firstName: 'Mohammed', lastName: 'Al-Farsi', email: 'mohammed.alfarsi@example.com' },
  { firstName: 'Zoe', lastName: 'Papadopoulos', email: 'zoe.papadopoulos@example.com' },
  { firstName: 'Daniel', lastName: 'Kowalski', email: 'daniel.kowalski@example.com' },
  { firstName: 'Amelia', lastName: 'Wright', email: 'amelia.wright@example.com' },
];
