import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { href, PATHS } from '../../../config/paths.ts';
import type { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { useOpenWaiver } from '../api/waivers.ts';

type Props = {
  /** The booking's or class join's refusal (409 "Waiver Required", see `isWaiverRequired`). */
  error: ApiError;
  /** The household participants under 18 who were to come along: each needs a guardian's waiver. */
  minorIds?: readonly string[];
};

/** The API's message without the address it names: the button below goes there. */
function messageOf(error: ApiError): string {
  const text = error.problem.detail ?? error.problem.title;
  return text.replace(/\s*\(\/[^\s)]*\)/g, '');
}

/**
 * A booking or class join refused until the studio's waiver is signed: the API's message and "Sign
 * the waiver", which opens the copy to sign (the member's own first, then each minor's as guardian,
 * issued if need be) rather than the list, which holds no copy until one is issued. Shared by the
 * booking form and the class join. The contracts texts load with it, so the page does not wait for
 * them: until they are there it shows the message alone.
 */
export function WaiverRequiredAlert(props: Props) {
  return (
    <Suspense
      fallback={
        <Alert severity="warning" role="alert" sx={{ my: 2 }}>
          {messageOf(props.error)}
        </Alert>
      }
    >
      <WaiverRequiredAlertText {...props} />
    </Suspense>
  );
}

function WaiverRequiredAlertText({ error, minorIds = [] }: Props) {
  const { t } = useTranslation('contracts');
  const open = useOpenWaiver();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);

  const openWaiver = async () => {
    setFailure(null);
    try {
      for (const dependantId of [null, ...new Set(minorIds)]) {
        const { contract } = await open.mutateAsync(dependantId);
        if (contract) {
          navigate(href(PATHS.memberContract, { id: contract.id }));
          return;
        }
      }
      // Nothing left to sign (signed meanwhile, in another tab): the list shows where each stands.
      navigate(PATHS.memberContracts);
    } catch (caught) {
      setFailure(errorMessage(caught));
    }
  };

  return (
    <Alert
      severity="warning"
      role="alert"
      sx={{ my: 2 }}
      data-testid="waiver-required"
      action={
        <Button color="inherit" size="small" onClick={openWaiver} disabled={open.isPending}>
          {open.isPending ? t('memberWaiver.required.opening') : t('memberWaiver.required.sign')}
        </Button>
      }
    >
      {messageOf(error)}
      {failure && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </Alert>
  );
}
