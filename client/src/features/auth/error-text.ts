import { isProviderError } from '../../lib/provider-client';
import { translate } from '../../i18n/use-texts';

/** The text after 'Error registering: ': the server's msg, else a plain description. */
export function errorText(error: unknown): string {
  if (isProviderError(error)) {
    if (error.serverMessage) return error.serverMessage;
    return translate(error.kind === 'network' ? 'Network Error' : 'Invalid response from server');
  }
  return error instanceof Error ? error.message : String(error);
}
