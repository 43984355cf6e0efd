import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable.tsx';
import { useFormat } from '../../../i18n/use-format.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { logoUrl, usePublicStudio } from '../api/studio-api.ts';

/** /studio/:slug: a studio's public page with its sign-up link and a QR code for the front desk. */
export function StudioPublicPage() {
  const { t } = useTranslation('studio');
  const format = useFormat();
  const { slug = '' } = useParams();
  const studio = usePublicStudio(slug);
  const signupPath = `/register?business=${encodeURIComponent(slug)}`;
  const signupUrl = `${window.location.origin}${signupPath}`;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // A data: URL image (the CSP allows img data:); drawn in the browser, nothing leaves it.
    void QRCode.toDataURL(signupUrl, { margin: 1, width: 200 }).then((url) => {
      if (live) setQr(url);
    });
    return () => {
      live = false;
    };
  }, [signupUrl]);

  if (studio.isError) {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{errorMessage(studio.error)}</Alert>
      </Container>
    );
  }
  if (!studio.data) return <Typography role="status">{t('loading')}</Typography>;
  const data = studio.data;
  const offeringColumns: DataTableColumn<(typeof data.offerings)[number]>[] = [
    { field: 'name', header: t('public.session'), render: (offering) => offering.name },
    {
      field: 'length',
      header: t('public.length'),
      render: (offering) => t('public.minutes', { count: offering.durationMinutes }),
    },
    {
      field: 'price',
      header: t('public.price'),
      render: (offering) =>
        offering.priceCents === null
          ? t('public.credits', { count: offering.credits })
          : format.money(offering.priceCents),
    },
  ];
  const hoursColumns: DataTableColumn<(typeof data.hours)[number]>[] = [
    { field: 'day', header: t('public.day'), render: (entry) => t(`days.${entry.day}`) },
    {
      field: 'time',
      header: t('public.time'),
      render: (entry) =>
        entry.closed ? (
          t('public.closed')
        ) : (
          <bdi dir="ltr">{`${entry.openDisplay} – ${entry.closeDisplay}`}</bdi>
        ),
    },
  ];

  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3 }}>
        {data.hasLogo && (
          <Box
            component="img"
            src={logoUrl(data.slug, data.logoVersion)}
            alt={t('logo.alt', { name: data.name })}
            sx={{ maxHeight: 64, maxWidth: 200 }}
          />
        )}
        <Typography variant="h4" component="h1">
          {data.name}
        </Typography>
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Card variant="outlined" component="section" aria-labelledby="public-offerings">
              <CardContent>
                <Typography id="public-offerings" variant="h6" component="h2">
                  {t('public.offerings')}
                </Typography>
                {data.offerings.length === 0 ? (
                  <Typography color="text.secondary">{t('public.noOfferings')}</Typography>
                ) : (
                  <DataTable
                    label={t('public.offerings')}
                    size="small"
                    status="success"
                    hideHeader
                    rows={data.offerings}
                    rowId={(offering) => offering.id}
                    columns={offeringColumns}
                  />
                )}
              </CardContent>
            </Card>
            <Card variant="outlined" component="section" aria-labelledby="public-hours">
              <CardContent>
                <Typography id="public-hours" variant="h6" component="h2">
                  {t('public.hours')}
                </Typography>
                <DataTable
                  label={t('public.hours')}
                  size="small"
                  status="success"
                  hideHeader
                  rows={data.hours}
                  rowId={(entry) => entry.day}
                  columns={hoursColumns}
                />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  {t('public.timeZone', { zone: data.timeZone })}
                </Typography>
              </CardContent>
            </Card>
            {(data.locations.length > 0 || data.amenities.length > 0) && (
              <Card variant="outlined" component="section" aria-labelledby="public-where">
                <CardContent>
                  <Typography id="public-where" variant="h6" component="h2">
                    {t('public.where')}
                  </Typography>
                  {data.locations.map((location) => (
                    <Typography key={location.display}>
                      {location.display}
                      {location.address ? ` · ${location.address}` : ''}
                    </Typography>
                  ))}
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    {[...data.amenities, ...data.accessibility].map((item) => (
                      <Chip key={item} size="small" label={item} />
                    ))}
                  </Stack>
                </CardContent>
              </Card>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card variant="outlined" component="section" aria-labelledby="public-join">
            <CardContent>
              <Typography id="public-join" variant="h6" component="h2">
                {t('public.join', { name: data.name })}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 2 }}>
                {t('public.joinIntro')}
              </Typography>
              <Button component={RouterLink} to={signupPath} variant="contained" fullWidth>
                {t('public.signUp')}
              </Button>
              {qr && (
                <Box
                  component="img"
                  src={qr}
                  alt={t('public.qrAlt', { name: data.name })}
                  sx={{ display: 'block', mx: 'auto', mt: 2, width: 200, height: 200 }}
                />
              )}
              {(data.contactEmail || data.contactPhone) && (
                <Typography variant="body2" sx={{ mt: 2 }}>
                  {[data.contactEmail, data.contactPhone].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Container>
  );
}
