import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { type ReactNode, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingContentView } from '../api/landing.ts';
import { FrontSection } from './FrontSection.tsx';

// The operator's landing content as /home shows it, and as the editor previews it (features/landing).
// Cheap markup on purpose: a native <details> per question, no accordion component.

type Language = 'en' | 'fr' | 'ar';

// react-markdown is about 36 KB gzipped: /home does not wait for it. The build renders the page with it
// loaded (prerender/render-page.tsx); hydration leaves each text's server markup in place until it
// arrives (a Suspense boundary), and a browser render shows the text as a plain paragraph meanwhile.
let markdownModule: typeof import('./LandingMarkdown.tsx') | undefined;
let markdownLoading: Promise<typeof import('./LandingMarkdown.tsx')> | undefined;

/** Loads the Markdown renderer (the build awaits it before rendering /home). */
export function loadLandingMarkdown() {
  markdownLoading ??= import('./LandingMarkdown.tsx').then((module) => {
    markdownModule = module;
    return module;
  });
  return markdownLoading;
}

function MarkdownText({ text }: { text: string }) {
  const { LandingMarkdown } = markdownModule ?? use(loadLandingMarkdown());
  return <LandingMarkdown text={text} />;
}

/** A landing text written in Markdown; as plain text until the renderer has loaded. */
function LandingText({ text }: { text: string }) {
  return (
    <Suspense
      fallback={
        <Typography component="p" sx={{ my: 0, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      }
    >
      <MarkdownText text={text} />
    </Suspense>
  );
}

type Options = {
  /** While the content loads, it is drawn invisible with the built-in content: the same space, no jump. */
  placeholder?: boolean;
  /** Laid out as on a phone whatever the window (the editor's preview is as narrow as its card). */
  narrow?: boolean;
};

const hiddenWhile = (placeholder: boolean | undefined) =>
  placeholder ? ({ visibility: 'hidden' } as const) : undefined;

/** The top of the landing page: the headline (h1 on /home), the line under it, and the page's buttons. */
export function LandingHero({
  hero,
  heading = 'h1',
  placeholder,
  narrow,
  children,
}: {
  hero: LandingContentView['hero'];
  heading?: 'h1' | 'h2';
  children?: ReactNode;
} & Options) {
  return (
    <Box
      aria-busy={placeholder || undefined}
      sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Box sx={hiddenWhile(placeholder)}>
          <Typography
            variant="h3"
            component={heading}
            gutterBottom
            sx={{ fontSize: narrow ? '2rem' : { xs: '2rem', md: '3rem' }, overflowWrap: 'anywhere' }}
          >
            {hero.title}
          </Typography>
          <Typography
            variant="h6"
            component="p"
            color="text.secondary"
            sx={{ maxWidth: 720, fontWeight: 400, mb: 4, overflowWrap: 'anywhere' }}
          >
            {hero.tagline}
          </Typography>
        </Box>
        {children}
      </Container>
    </Box>
  );
}

/** The features, testimonials and questions of the landing content, each section left out when empty. */
export function LandingSections({
  content,
  language,
  placeholder,
  narrow,
}: { content: LandingContentView; language: Language } & Options) {
  // The content's language, which the editor's preview may set apart from the page's.
  const { t } = useTranslation('public', { lng: language });
  const { features, testimonials, faq } = content;
  return (
    <Box aria-busy={placeholder || undefined} sx={hiddenWhile(placeholder)}>
      {features.length > 0 && (
        <FrontSection id="features" title={t('home.featuresTitle')}>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {features.map((feature, index) => (
              <Grid
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the saved one
                key={index}
                size={narrow ? 12 : { xs: 12, sm: 6, md: features.length === 4 ? 3 : 4 }}
                component="li"
              >
                <Card sx={{ height: '100%' }}>
                  <CardContent>
                    <Typography variant="h6" component="h3" gutterBottom>
                      {feature.title}
                    </Typography>
                    <Box sx={{ color: 'text.secondary' }}>
                      <LandingText text={feature.text} />
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </FrontSection>
      )}
      {testimonials.length > 0 && (
        <FrontSection id="testimonials" title={t('home.testimonialsTitle')} tinted>
          <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {testimonials.map((testimonial, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the saved one
              <Grid key={index} size={narrow ? 12 : { xs: 12, md: 4 }} component="li">
                <Box
                  component="figure"
                  sx={{ m: 0, borderInlineStart: 4, borderColor: 'primary.main', paddingInlineStart: 2 }}
                >
                  <Typography
                    component="blockquote"
                    sx={{ m: 0, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
                  >
                    {testimonial.quote}
                  </Typography>
                  <Typography component="figcaption" color="text.secondary" sx={{ mt: 1 }}>
                    {testimonial.author}
                  </Typography>
                </Box>
              </Grid>
            ))}
          </Grid>
        </FrontSection>
      )}
      {faq.length > 0 && (
        <FrontSection id="faq" title={t('home.faqTitle')}>
          <Box sx={{ maxWidth: 820 }}>
            {faq.map((entry, index) => (
              <Box
                // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; their order is the saved one
                key={index}
                component="details"
                sx={{
                  borderBottom: 1,
                  borderColor: 'divider',
                  py: 1.5,
                  '& > summary': { cursor: 'pointer', fontWeight: 600, fontSize: '1.05rem' },
                }}
              >
                <Box component="summary">{entry.question}</Box>
                <Box sx={{ pt: 1, color: 'text.secondary' }}>
                  <LandingText text={entry.answer} />
                </Box>
              </Box>
            ))}
          </Box>
        </FrontSection>
      )}
    </Box>
  );
}
