import { type Route as ApiRoute, instructorStudioRoutes } from '@coursewise/contract/routes';
import { Route, Routes } from 'react-router';
import { isCallOf } from '../../test/api-url';
import { type SentRequest, type StubReply, stubFetch } from '../../test/fetch-stub';
import { aUser } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { StudioApp } from '.';

/** The demo instructor as the studio's tests sign in. */
export const anInstructor = () =>
  aUser({ id: 'instructor-1', email: 'instructor@example.com', firstName: 'Daniel', role: 'instructor' });

/** Answers by operation: the first route the request is a call of; anything else is a 404. */
export function stubOperations(answers: [ApiRoute, (request: SentRequest) => StubReply][]): SentRequest[] {
  return stubFetch((request) => {
    const answer = answers.find(([route]) => isCallOf(request, route));
    return (
      answer?.[1](request) ?? {
        status: 404,
        body: { code: 'NOT_FOUND', message: `No stub for ${request.method} ${request.url}` },
      }
    );
  });
}

/** The studio mounted as the app router mounts it, with a sign-in page to be sent to. */
export function openStudio(route: string, signedInAs?: ReturnType<typeof aUser>) {
  return renderWithProviders(
    <Routes>
      <Route path="/studio/*" element={<StudioApp />} />
      <Route path="/signin" element={<h1>Sign in</h1>} />
    </Routes>,
    { route, signedInAs },
  );
}

/** Whether any request went to the console's API (`/api/admin/…`): the studio never calls it. */
export const callsTheConsole = (sent: SentRequest[]) =>
  sent.some((request) => new URL(request.url, 'http://x').pathname.split('/')[2] === 'admin');

export const studio = instructorStudioRoutes;
