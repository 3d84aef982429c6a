import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { appFetch } from './http';

/** JSON POSTs (which also satisfies Apollo Server's CSRF prevention) through the shared request layer. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', fetch: appFetch, credentials: 'same-origin' }),
  cache: new InMemoryCache(),
  defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
});
