import { MessageOnly } from '../common.js';
import { bodyErrors, defineOperations, errorResponses, tokenRequired } from '../operation.js';
import { accountRoutes } from '../routes/account.js';
import {
  ChangePasswordBody,
  DeleteAccountBody,
  ProfileUpdateBody,
  ProfileUpdateForm,
  RemoveAvatarBody,
  SessionResponse,
  SignoutBody,
  TokenResponse,
  UserResponse,
} from '../user.js';

export const accountOperations = defineOperations(accountRoutes, 'account', {
  getProfile: {
    summary: 'The signed-in user’s profile',
    security: tokenRequired,
    response: { 200: UserResponse, ...errorResponses(401) },
  },
  updateProfile: {
    summary: 'Update the profile',
    description:
      'JSON `{firstName?,lastName?,phone?}`, or multipart with the same fields and an `avatar` file.',
    security: tokenRequired,
    documentedBody: {
      content: {
        'application/json': { schema: ProfileUpdateBody },
        'multipart/form-data': { schema: ProfileUpdateForm },
      },
    },
    response: { 200: SessionResponse, ...errorResponses(...bodyErrors, 401) },
  },
  removeAvatar: {
    summary: 'Remove the profile picture',
    description:
      'Body `{}`. Deletes every stored size of the picture; answers the profile without one. Idempotent.',
    security: tokenRequired,
    body: RemoveAvatarBody,
    response: { 200: UserResponse, ...errorResponses(...bodyErrors, 401) },
  },
  changePassword: {
    summary: 'Change the password',
    description:
      'Answers a fresh token; every other token of the account is revoked. Wrong current passwords are ' +
      'limited per account (429).',
    security: tokenRequired,
    body: ChangePasswordBody,
    response: { 200: TokenResponse, ...errorResponses(...bodyErrors, 401, 429, 503) },
  },
  signout: {
    summary: 'Sign out of this device',
    description:
      'Body `{}`. Ends the session of the token sent: from then on it answers 401 on every instance.',
    security: tokenRequired,
    body: SignoutBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 401) },
  },
  signoutAll: {
    summary: 'Sign out of every device',
    description:
      'Body `{}`. Ends every session of the account, this one included: every token of it answers 401.',
    security: tokenRequired,
    body: SignoutBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 401) },
  },
  deleteAccount: {
    summary: 'Delete the account',
    description:
      '`{password}`, or `{confirm:"DELETE"}` for an account without a password: personal data is erased, ' +
      'anonymised sales records are kept. Wrong passwords are limited per account (429). The last ' +
      'enabled admin cannot delete their account (409 `LAST_ADMIN`).',
    security: tokenRequired,
    body: DeleteAccountBody,
    response: { 200: MessageOnly, ...errorResponses(...bodyErrors, 401, 409, 429, 503) },
  },
});
