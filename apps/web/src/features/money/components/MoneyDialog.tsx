import { useTranslation } from 'react-i18next';
import { DialogForm, type DialogFormProps } from '../../../components/DialogForm.tsx';

/** A dialog holding one form: title, fields, Cancel and the submit button. Mounted only while open. */
export function MoneyDialog(props: DialogFormProps) {
  const { t } = useTranslation('money');
  return <DialogForm {...props} closeLabel={t('cancel')} />;
}
