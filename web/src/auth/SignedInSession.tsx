import { ApolloProvider, useApolloClient, useQuery } from '@apollo/client';
import { useCallback, useEffect, type ReactNode } from 'react';
import { apolloClient } from '../api/apollo';
import { MeDocument, SetLanguageDocument } from '../gql/generated';
import { switchLanguage, type Language } from '../i18n';
import { SessionContext, type Session } from './sessionContext';

/** The session of a signed-in user: Apollo for every page past sign-in, and the user from `me`. */
export default function SignedInSession({
  check,
  children,
}: {
  check: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={apolloClient}>
      <SignedInUser check={check}>{children}</SignedInUser>
    </ApolloProvider>
  );
}

function SignedInUser({ check, children }: { check: () => Promise<void>; children: ReactNode }) {
  const client = useApolloClient();
  const me = useQuery(MeDocument, { fetchPolicy: 'cache-first' });
  const user = me.data?.me ?? null;
  useEffect(() => {
    if (user?.language) switchLanguage(user.language);
  }, [user?.language]);

  const refresh = useCallback(async () => {
    await check();
    await client.refetchQueries({ include: [MeDocument] });
  }, [check, client]);
  const saveLanguage = useCallback(
    async (language: Language) => {
      await client.mutate({ mutation: SetLanguageDocument, variables: { language } });
    },
    [client],
  );

  const value: Session = {
    loading: me.loading && !me.data,
    maybeSignedIn: true,
    me: user,
    pending: null,
    error: me.error,
    refresh,
    saveLanguage,
  };
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
