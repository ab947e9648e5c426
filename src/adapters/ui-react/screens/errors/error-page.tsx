import { useStrings } from '../../runtime/i18n/strings-context.js';
import { MessagePage } from './message-page.js';

/** 500: no details of the fault, ever. */
export function ErrorPage() {
  const t = useStrings();
  return <MessagePage title={t.errorTitle} text={t.errorText} />;
}
