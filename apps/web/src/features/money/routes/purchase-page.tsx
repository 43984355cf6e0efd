import type { CreditPack } from '@bmp/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { QueryState } from '../../../components/QueryState.tsx';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useCreatePurchase, useShop } from '../api/money.ts';
import { GrantList } from '../components/GrantList.tsx';
import { receiptPath } from '../paths.ts';

/**
 * /members/purchase: the packs on sale, then a checkout step (?pack=<id>) showing the price and what
 * it grants, paid at the studio (always) or by card (only when the studio has Stripe).
 */
export function PurchasePage() {
  const { t } = useTranslation('money');
  const shop = useShop();
  const [params, setParams] = useSearchParams();
  const packId = params.get('pack');
  const canceledCheckout = params.get('canceled');
  const chosen = packId ? shop.data?.items.find((pack) => pack.id === packId) : undefined;

  return (
    <Stack spacing={3}>
      <PageHeading title={t('shop.title')}>{t('shop.intro')}</PageHeading>
      {canceledCheckout && <Alert severity="info">{t('shop.cardCanceled')}</Alert>}
      <QueryState status={shop.status} error={shop.error} onRetry={() => void shop.refetch()} />
      {shop.data &&
        (chosen ? (
          <Checkout
            key={chosen.id}
            pack={chosen}
            cardPayments={shop.data.cardPayments}
            bookBeforePaying={shop.data.bookBeforePaying}
            onBack={() => setParams({})}
          />
        ) : (
          <>
            {packId && <Alert severity="warning">{t('shop.packGone')}</Alert>}
            {shop.data.items.length === 0 ? (
              <Typography color="text.secondary">{t('shop.empty')}</Typography>
            ) : (
              <Grid container spacing={3}>
                {shop.data.items.map((pack) => (
                  <Grid key={pack.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                    <PackCard pack={pack} onChoose={() => setParams({ pack: pack.id })} />
                  </Grid>
                ))}
              </Grid>
            )}
          </>
        ))}
    </Stack>
  );
}

function PackFacts({ pack }: { pack: CreditPack }) {
  const { t } = useTranslation('money');
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ mt: 1 }}>
        {t('shop.grants')}
      </Typography>
      <GrantList grants={pack.grants} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {pack.expiryDays === null
          ? t('shop.neverExpire')
          : t('shop.expiresAfter', { count: pack.expiryDays })}
      </Typography>
    </>
  );
}

function PackCard({ pack, onChoose }: { pack: CreditPack; onChoose: () => void }) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const titleId = useId();
  return (
    <Card
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Chip size="small" label={t(`packType.${pack.type}`)} sx={{ mb: 1 }} />
        <Typography id={titleId} variant="h6" component="h2">
          {pack.name}
        </Typography>
        <Typography variant="h4" component="p" color="primary" sx={{ my: 1 }}>
          {format.money(pack.priceCents)}
        </Typography>
        {pack.description && <Typography color="text.secondary">{pack.description}</Typography>}
        <PackFacts pack={pack} />
      </CardContent>
      <CardActions sx={{ p: 2 }}>
        <Button variant="contained" onClick={onChoose}>
          {t('shop.choose')}
        </Button>
      </CardActions>
    </Card>
  );
}

function Checkout({
  pack,
  cardPayments,
  bookBeforePaying,
  onBack,
}: {
  pack: CreditPack;
  cardPayments: boolean;
  /** Paying at the studio brings the credits at once, the price owed until paid (decision 0046). */
  bookBeforePaying: boolean;
  onBack: () => void;
}) {
  const { t } = useTranslation('money');
  const format = useFormat();
  const navigate = useNavigate();
  const purchase = useCreatePurchase();
  // Generated once per checkout attempt (this pack, this visit): a double click, or a retry after an
  // answer that never arrived, creates one purchase, not two.
  const [key] = useState(newIdempotencyKey);
  const [error, setError] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const titleId = useId();

  const pay = async (paymentMethod: 'studio' | 'card') => {
    setError(null);
    try {
      const result = await purchase.mutateAsync({ input: { packId: pack.id, paymentMethod }, key });
      if (paymentMethod === 'card' && result.checkoutUrl) {
        setRedirecting(true);
        window.location.assign(result.checkoutUrl);
        return;
      }
      navigate(receiptPath(result.purchase.id, { placed: true }));
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const busy = purchase.isPending || redirecting;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ maxWidth: 640 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {t('checkout.title')}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 2 }}>
          {pack.name}
        </Typography>
        {pack.description && <Typography color="text.secondary">{pack.description}</Typography>}
        <PackFacts pack={pack} />
        <Divider sx={{ my: 2 }} />
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography variant="h6" component="p">
            {t('checkout.total')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="checkout-total">
            {format.money(pack.priceCents)}
          </Typography>
        </Stack>
        <FormAlert>{error}</FormAlert>
        {redirecting && <FormAlert severity="info">{t('checkout.redirecting')}</FormAlert>}
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {bookBeforePaying
            ? cardPayments
              ? t('owed.chooseHow')
              : t('owed.studioOnly')
            : cardPayments
              ? t('checkout.chooseHow')
              : t('checkout.studioOnly')}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={busy} onClick={() => void pay('studio')}>
          {t('checkout.payAtStudio')}
        </Button>
        {cardPayments && (
          <Button variant="contained" color="secondary" disabled={busy} onClick={() => void pay('card')}>
            {t('checkout.payByCard')}
          </Button>
        )}
        <Button onClick={onBack} disabled={busy}>
          {t('checkout.back')}
        </Button>
        <Button component={RouterLink} to={PATHS.memberPurchases} disabled={busy}>
          {t('checkout.history')}
        </Button>
      </CardActions>
    </Card>
  );
}
