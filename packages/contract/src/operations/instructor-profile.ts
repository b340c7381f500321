import {
  InstructorProfileBody,
  InstructorProfileParams,
  InstructorPublicProfileResponse,
  OwnInstructorProfileResponse,
} from '../instructor/profile.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { instructorProfileRoutes } from '../routes/instructor-profile.js';

/**
 * Instructors' public profiles. The own profile needs an instructor's token (401 without one, 403
 * otherwise); the public one, by slug, needs none.
 */
export const instructorProfileOperations = defineOperations(instructorProfileRoutes, 'instructor-profile', {
  getOwnInstructorProfile: {
    summary: 'My public profile as I edit it (a suggested slug until first saved)',
    security: tokenRequired,
    response: { 200: OwnInstructorProfileResponse, ...errorResponses(401, 403) },
  },
  saveOwnInstructorProfile: {
    summary: 'Save my public profile: slug, headline, plain-text bio, up to 5 https links',
    description: 'A slug another instructor has is a 409; a link that is not an https address a 400.',
    security: tokenRequired,
    body: InstructorProfileBody,
    response: { 200: OwnInstructorProfileResponse, ...errorResponses(...bodyErrors, 401, 403, 409) },
  },
  getInstructorProfile: {
    summary: 'An instructor’s public profile with their published courses and totals',
    description: '404 for a slug no instructor has saved, or whose account is no longer an instructor.',
    params: InstructorProfileParams,
    response: { 200: InstructorPublicProfileResponse, ...errorResponses(400, 404) },
  },
});
