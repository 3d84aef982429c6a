import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../api/errors';
import { Card, Skeleton, useToast } from '../../components/ui';
import { PaymentDetailsDocument } from '../../gql/generated';
import { CopyValue } from './CopyValue';

/** The price and how to pay it: InstaPay's address and the WhatsApp number, each to copy. */
export function PaymentInstructions() {
  const { t } = useTranslation();
  const toast = useToast();
  const details = useQuery(PaymentDetailsDocument);
  // The payment details are the page's reason to be: their failure is a toast as well as a note in place.
  useEffect(() => {
    if (details.error) toast.error(describeError(details.error, t, t('upgrade.detailsFailed')));
  }, [details.error, toast, t]);
  const pay = details.data?.paymentDetails;
  return (
    <div className="upgrade-grid">
      <Card as="section" className="pay-price" aria-labelledby="pay-price">
        <h2 id="pay-price" className="visually-hidden">
          {t('upgrade.amount')}
        </h2>
        {pay ? (
          <>
            <p className="pay-price-amount">{t('upgrade.priceAmount', { price: pay.priceEgp })}</p>
            <p className="muted">{t('upgrade.perPeriod', { days: pay.subscriptionDays })}</p>
          </>
        ) : details.loading ? (
          <Skeleton lines={2} />
        ) : null}
        <h2 className="pay-subheading">{t('upgrade.howTo')}</h2>
        <ol className="pay-steps">
          <li>{t('upgrade.step1', { price: pay?.priceEgp ?? '…' })}</li>
          <li>{t('upgrade.instructions')}</li>
          <li>{t('upgrade.step3')}</li>
          <li>{t('upgrade.step4')}</li>
        </ol>
      </Card>
      <Card as="section" aria-labelledby="pay-to">
        <h2 id="pay-to" className="pay-subheading">
          {t('upgrade.payTo')}
        </h2>
        {pay ? (
          <dl className="pay-details">
            <CopyValue label={t('upgrade.instapayAddress')} value={pay.instapayAddress} />
            <CopyValue label={t('upgrade.whatsappNumber')} value={pay.whatsappNumber} />
            <div className="pay-value">
              <dt>{t('upgrade.amount')}</dt>
              <dd>{t('upgrade.amountValue', { price: pay.priceEgp, days: pay.subscriptionDays })}</dd>
            </div>
          </dl>
        ) : details.error ? (
          <p className="pay-details-failed">{t('upgrade.detailsFailed')}</p>
        ) : (
          <Skeleton lines={3} height="2.5rem" />
        )}
      </Card>
    </div>
  );
}
