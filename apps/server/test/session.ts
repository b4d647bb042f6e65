import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const cookieOf = (response: LightMyRequestResponse, name = 'ts_session'): string | undefined =>
  response.cookies.find((cookie) => cookie.name === name && cookie.value !== '')?.value;

let counter = 0;
export const uniqueEmail = (label = 'trader'): string => `${label}${++counter}.${process.pid}@example.com`;

/** Signs a new user up and returns their session cookie and a bearer header for API calls. */
export const signUpUser = async (
  app: FastifyInstance,
  overrides: Partial<Record<'email' | 'password' | 'displayName', string>> = {},
) => {
  const body = {
    email: uniqueEmail(),
    password: 'correct horse battery',
    displayName: 'Sara Trader',
    ...overrides,
  };
  // Each sign-up comes from its own loopback address, so suites never trip the per-address sign-up limit.
  const remoteAddress = `127.1.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: body,
    remoteAddress,
  });
  if (signUp.statusCode !== 201) throw new Error(`sign-up failed: ${signUp.body}`);
  const session = cookieOf(signUp)!;
  const tokenResponse = await app.inject({
    method: 'GET',
    url: '/api/v1/token',
    cookies: { ts_session: session },
  });
  const { token } = tokenResponse.json().data as { token: string };
  return {
    ...body,
    userId: (signUp.json().data as { userId: string }).userId,
    session,
    headers: { authorization: `Bearer ${token}` },
  };
};

/**
 * A new bearer token of a signed-in session, as GET token hands out at will. Tokens minted in the same second are
 * identical, so a test wanting distinct ones moves its clock between calls.
 */
export const tokenHeaders = async (app: FastifyInstance, session: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/v1/token', cookies: { ts_session: session } });
  return { authorization: `Bearer ${(res.json().data as { token: string }).token}` };
};

/** The administrator startTestApp(ADMIN_ENV) creates at start. */
export const ADMIN_ENV = {
  ADMIN_EMAIL: 'admin@tradescope.test',
  ADMIN_PASSWORD: 'a strong admin password',
} as const;

/** Signs the ADMIN_ENV administrator in; answers the bearer header for admin calls. */
export const signInAdministrator = async (app: FastifyInstance): Promise<{ authorization: string }> => {
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: ADMIN_ENV.ADMIN_EMAIL, password: ADMIN_ENV.ADMIN_PASSWORD },
    remoteAddress: `127.2.0.${(++counter % 250) + 1}`,
  });
  if (signIn.statusCode !== 200) throw new Error(`administrator sign-in failed: ${signIn.body}`);
  const token = await app.inject({
    method: 'GET',
    url: '/api/v1/token',
    cookies: { ts_session: cookieOf(signIn)! },
  });
  return { authorization: `Bearer ${(token.json().data as { token: string }).token}` };
};
