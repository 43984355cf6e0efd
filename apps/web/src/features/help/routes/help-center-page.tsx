import Search from '@mui/icons-material/Search';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { FrontSection } from '../../home/index.ts';
import { HELP_ARTICLES } from '../article-files.ts';
import { articlesFor, searchArticles } from '../articles.ts';

/** /help: the help articles in the visitor's language, searchable (the query stays in the address). */
export function HelpCenterPage() {
  const { t } = useTranslation('public');
  const { locale } = useFormat();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const results = searchArticles(articlesFor(HELP_ARTICLES, locale), query);
  return (
    <>
      <FrontSection tinted>
        <Typography variant="h3" component="h1" gutterBottom sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
          {t('help.title')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 3 }}>
          {t('help.intro')}
        </Typography>
        <TextField
          type="search"
          label={t('help.searchLabel')}
          placeholder={t('help.searchPlaceholder')}
          value={query}
          onChange={(event) =>
            setParams(event.target.value ? { q: event.target.value } : {}, { replace: true })
          }
          fullWidth
          sx={{ maxWidth: 640 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </FrontSection>
      <FrontSection>
        <Typography role="status" color="text.secondary" sx={{ mb: 2 }}>
          {results.length === 0
            ? t('help.noResults', { query })
            : t('help.results', { count: results.length })}
        </Typography>
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {results.map((article) => (
            <Grid key={article.slug} size={{ xs: 12, md: 6 }} component="li">
              <Card sx={{ height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={`${PATHS.help}/${article.slug}`}
                  sx={{ height: '100%' }}
                >
                  <CardContent>
                    <Typography variant="h6" component="h2" gutterBottom lang={article.locale}>
                      {article.title}
                    </Typography>
                    <Typography color="text.secondary" lang={article.locale}>
                      {article.summary}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
        <Typography color="text.secondary" sx={{ mt: 4 }}>
          {t('help.stillStuck')}
        </Typography>
      </FrontSection>
    </>
  );
}
