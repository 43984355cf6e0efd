import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { FrontSection } from '../../home/index.ts';
import { HELP_ARTICLES } from '../article-files.ts';
import { articlesFor } from '../articles.ts';
import { MarkdownContent } from '../components/MarkdownContent.tsx';

/** /help/:slug: one help article in the visitor's language (English when it has no translation). */
export function HelpArticlePage() {
  const { t } = useTranslation('public');
  const { locale } = useFormat();
  const { slug } = useParams();
  const article = articlesFor(HELP_ARTICLES, locale).find((candidate) => candidate.slug === slug);
  const back = (
    <Button
      component={RouterLink}
      to={PATHS.help}
      startIcon={
        <ArrowBack sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
      }
      sx={{ mb: 2 }}
    >
      {t('help.backToHelp')}
    </Button>
  );
  if (!article) {
    return (
      <FrontSection>
        {back}
        <Typography variant="h4" component="h1" gutterBottom>
          {t('help.notFoundTitle')}
        </Typography>
        <Typography color="text.secondary">{t('help.notFoundText')}</Typography>
      </FrontSection>
    );
  }
  return (
    <FrontSection>
      {back}
      <article lang={article.locale} style={{ maxWidth: 760 }}>
        {article.locale !== locale && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('help.englishOnly')}
          </Alert>
        )}
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.5rem' } }}>
          {article.title}
        </Typography>
        <MarkdownContent markdown={article.body} />
      </article>
    </FrontSection>
  );
}
