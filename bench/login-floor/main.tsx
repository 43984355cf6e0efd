// The least a sign-in page can be with the stack ARCHITECTURE.md mandates (React 19, React Router,
// MUI, i18next): a heading, two fields and a button. Built by ../login-floor.ts to measure the
// floor under the /login JavaScript budget (docs/decisions/0014-login-bundle-floor.md).
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import i18next from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';

await i18next.init({
  lng: 'en',
  resources: { en: { translation: { email: 'Email', password: 'Password', signIn: 'Sign in' } } },
});
function Login() {
  const { t } = useTranslation();
  return (
    <Card component="form">
      <Typography variant="h4">{t('signIn')}</Typography>
      <TextField label={t('email')} type="email" />
      <TextField label={t('password')} type="password" />
      <Button type="submit" variant="contained">
        {t('signIn')}
      </Button>
    </Card>
  );
}
const router = createBrowserRouter([{ path: '/login', element: <Login /> }]);
createRoot(document.getElementById('root') as HTMLElement).render(
  <I18nextProvider i18n={i18next}>
    <ThemeProvider theme={createTheme({ palette: { primary: { main: '#4472C4' } } })}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </I18nextProvider>,
);
