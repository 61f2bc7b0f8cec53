import { useFormAnswersGo } from '../../../components/toast';
import { useForm, type FormSpec, type FormValues } from '../../../components/use-form';

/**
 * The account screens' form (components/use-form.ts), whose answers (toastFormAnswer) go when the
 * screen goes.
 */
export function useAuthForm<V extends FormValues<V>>(spec: FormSpec<V>) {
  useFormAnswersGo();
  return useForm(spec);
}
