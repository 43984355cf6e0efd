import { useTranslation } from 'react-i18next';
import { DialogForm, type DialogFormProps } from '../../../components/DialogForm.tsx';

/** A dialog holding one form of the group pages: title, fields, Close and the submit button. */
export function GroupFormDialog(props: Omit<DialogFormProps, 'maxWidth'>) {
  const { t } = useTranslation('groups');
  return <DialogForm {...props} closeLabel={t('dialog.close')} />;
}
