import { useState } from 'react';
import { allTextsOf } from '../i18n/all-texts';
import { currentLanguage, LANGUAGE_KEY, languages, speak } from '../i18n/language';
import { writeItem } from '../lib/storage';
import { useTexts } from '../i18n/use-texts';

/**
 * The side menu's language switch: each language named in itself (a player who cannot read the
 * current one still finds theirs). The choice is kept for the next visits.
 */
/** Speaks `code`, every text of it (any screen may be open), and remembers it for the next visits. */
async function chooseLanguage(code: string): Promise<void> {
  await allTextsOf(code);
  await speak(code);
  writeItem(LANGUAGE_KEY, currentLanguage());
}

export function LanguageSwitch() {
  const t = useTexts();
  const [failed, setFailed] = useState(false);
  const choose = (code: string) => {
    setFailed(false);
    chooseLanguage(code).catch(() => setFailed(true));
  };
  return (
    <fieldset className="language-switch">
      <legend>{t('Language')}</legend>
      {languages.map(({ code, nativeName }) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="language-switch__option"
          aria-pressed={code === t.language}
          onClick={() => choose(code)}
        >
          {nativeName}
        </button>
      ))}
      {failed ? <p role="alert">{t('Could not load the language. Please try again.')}</p> : null}
    </fieldset>
  );
}
