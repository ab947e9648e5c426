import { useId, useState, type FormEvent } from 'react';
import { useStrings } from '../../runtime/i18n/strings-context.js';
import { showToast } from '../../runtime/widgets/toast.client.js';
import { postNotify } from './basket-api.client.js';

/** The back-in-stock form shown when a sold-out size is chosen: the shopper leaves an email. */
export function NotifyForm({ productId, stockId, title, onDone }: { productId: number; stockId: string; title: string; onDone: () => void }) {
  const t = useStrings();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (email.trim() === '') {
      showToast(t.enterEmailAddress);
      return;
    }
    setSending(true);
    const answer = await postNotify({ email, productId, stockId });
    setSending(false);
    if (!answer.success) {
      showToast(answer.message ?? t.genericError);
      return;
    }
    setSent(answer.message ?? '');
    onDone();
  };

  return (
    <form className="notify-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} data-stock-id={stockId}>
      <p className="notify-form__title" id={`${id}-title`}><strong>{title}</strong></p>
      {sent !== null ? (
        <p className="notify-form__done" role="status">{sent}</p>
      ) : (
        <>
          <p className="notify-form__intro">{t.notifyIntro}</p>
          <label className="field__label" htmlFor={`${id}-email`}>{t.notifyEmail}</label>
          <input className="field__control" id={`${id}-email`} name="email" type="email" autoComplete="email" value={email}
            onChange={(e) => setEmail(e.target.value)} />
          <button className="button button--secondary notify-form__submit" type="submit" aria-disabled={sending ? 'true' : undefined}>{t.notifySubmit}</button>
        </>
      )}
    </form>
  );
}
