import { Browser, signInWithGoogle } from './browser';

/** A GraphQL answer, loosely typed for tests. */
export type Gql = {
  data?: Record<string, any> | null;
  errors?: { message: string; extensions?: { code?: string; field?: string; [name: string]: unknown } }[];
  extensions?: Record<string, unknown>;
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

/**
 * A person signed up and onboarded through the gateway: their language and user type, a student's stage and year
 * (high school, year 1), and their id.
 */
export async function onboarded(
  gateway: string,
  email: string,
  name: string,
  language: string,
  userType: string,
) {
  const p = await signedUp(gateway, email, name);
  await p.gql(`mutation { setLanguage(language: "${language}") { id } }`);
  await p.gql(`mutation { setUserType(userType: "${userType}") { id } }`);
  if (userType === 'student')
    await p.gql('mutation { saveStudentDetails(educationalStage: "high", academicYear: "1") { id } }');
  const { data } = await p.gql('{ me { id } }');
  return { ...p, id: data!.me.id as string };
}
