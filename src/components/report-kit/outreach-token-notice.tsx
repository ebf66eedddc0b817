import { Alert } from '@chakra-ui/react';
import { LoadError } from '../ui/load-error';

/** The outreach token as a gateway screen needs it (`useOutreachToken` of src/lib/use-outreach-gateway.ts). */
interface OutreachTokenState {
  missing: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * What a screen that reads the outreach gateway shows in place of its data when the company's token is
 * not there: not authorized when the company has none, the load error with Retry when the call failed;
 * nothing otherwise.
 */
export function OutreachTokenNotice({
  token,
  notAuthorized,
  failed,
}: {
  token: OutreachTokenState;
  notAuthorized: string;
  failed: string;
}) {
  if (token.missing) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{notAuthorized}</Alert.Description>
      </Alert.Root>
    );
  }
  if (token.isError)
    return <LoadError message={failed} onRetry={() => void token.refetch()} retrying={token.isFetching} />;
  return null;
}
