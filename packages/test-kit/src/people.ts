import { Browser, signInWithGoogle } from './browser';

/** A GraphQL answer, loosely typed for tests. */
export type Gql = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

/** A person who signed in with Google (the stand-in) and signed up, with a GraphQL helper. */
export async function signedUp(gateway: string, email: string, name: string) {
  const browser = new Browser();
  await signInWithGoogle(browser, gateway, email, name);
  await browser.request(`${gateway}/auth/login/success`); // the app's first call: sets the XSRF cookie
  const res = await browser.json('POST', `${gateway}/auth/signup`);
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status}`);
  const gql = async (query: string, variables: Record<string, unknown> = {}) =>
    (await browser.graphql(gateway, query, variables)).body as Gql;
  return { browser, gql };
}
