import { useMutation } from '@apollo/client';
import { ImagePlus, Send, Trash2 } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, errorCode } from '../../api/errors';
import { Button, Card, Field, Input, useToast } from '../../components/ui';
import { RequestPaymentDocument } from '../../gql/generated';

const REFERENCE_MAX = 100;
const SCREENSHOT_TYPES = 'image/png,image/jpeg,image/webp';

/** "Payment Sent": the evidence (a screenshot and the transfer's reference, both optional) and the request. */
export function PaymentForm({ childId, onSent }: { childId: string | null; onSent: () => Promise<void> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [requestPayment, { loading }] = useMutation(RequestPaymentDocument);
  const [reference, setReference] = useState('');
  const [screenshot, setScreenshot] = useState<{ name: string; dataUrl: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const chooseScreenshot = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return setScreenshot(null);
    const reader = new FileReader();
    reader.onload = () => setScreenshot({ name: file.name, dataUrl: String(reader.result) });
    reader.onerror = () => toast.error(t('upgrade.screenshotUnreadable'));
    reader.readAsDataURL(file);
  };
  const clearScreenshot = () => {
    setScreenshot(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const paymentSent = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await requestPayment({
        variables: {
          reference: reference.trim() || null,
          screenshotBase64: screenshot?.dataUrl ?? null,
          childId,
        },
      });
      setReference('');
      clearScreenshot();
      toast.success(t('upgrade.notifySuccess'));
      await onSent();
    } catch (err) {
      const code = errorCode(err);
      const text =
        code === 'PAYLOAD_TOO_LARGE'
          ? t('upgrade.screenshotTooLarge')
          : code === 'UNSUPPORTED_MEDIA_TYPE'
            ? t('upgrade.screenshotType')
            : code === 'BAD_USER_INPUT'
              ? t('upgrade.referenceTooLong', { count: REFERENCE_MAX })
              : t('upgrade.notifyFailed');
      toast.error(describeError(err, t, text));
    }
  };

  return (
    <Card as="section" aria-labelledby="pay-proof" className="pay-proof">
      <h2 id="pay-proof" className="pay-subheading">
        {t('upgrade.sendProof')}
      </h2>
      <p className="muted">{t('upgrade.screenshot')}</p>
      <form className="pay-form" onSubmit={paymentSent}>
        <div className="pay-attach">
          <span id="pay-screenshot-label" className="field-label">
            {t('upgrade.attachScreenshot')}
          </span>
          {/* The browser's own file button speaks the browser's language; this one speaks the page's. */}
          <label className="btn btn-secondary btn-md pay-file">
            <ImagePlus aria-hidden="true" size={18} />
            {t('upgrade.chooseScreenshot')}
            <input
              ref={fileInput}
              className="visually-hidden"
              type="file"
              accept={SCREENSHOT_TYPES}
              onChange={chooseScreenshot}
              aria-labelledby="pay-screenshot-label"
            />
          </label>
          {screenshot && (
            <div className="pay-preview">
              <img src={screenshot.dataUrl} alt={t('upgrade.screenshotPreview')} />
              <span dir="auto">{screenshot.name}</span>
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 aria-hidden="true" size={16} />}
                onClick={clearScreenshot}
              >
                {t('upgrade.removeScreenshot')}
              </Button>
            </div>
          )}
        </div>
        <Field label={t('upgrade.reference')} hint={t('upgrade.referenceHint', { count: REFERENCE_MAX })}>
          <Input
            id="pay-reference"
            type="text"
            dir="auto"
            maxLength={REFERENCE_MAX}
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          variant="primary"
          size="lg"
          icon={<Send aria-hidden="true" size={18} className="flip" />}
          disabled={loading}
        >
          {t('upgrade.paymentSent')}
        </Button>
      </form>
    </Card>
  );
}
