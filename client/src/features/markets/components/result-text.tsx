import { useTexts } from '../../../i18n/use-texts';
import { declaredPart } from '../result-speech';

/**
 * A result as shared formats it ('123-6*-***'), spoken as what it is: the masked digits of a result
 * not (wholly) declared are not read out as asterisks; only its declared digits are, or that it is
 * not declared.
 */
export function ResultText({ text }: { text: string }) {
  const t = useTexts();
  if (!text.includes('*')) return text;
  return (
    <>
      <span aria-hidden="true">{text}</span>
      <span className="visually-hidden">{declaredPart(text) || t('Result not declared')}</span>
    </>
  );
}
