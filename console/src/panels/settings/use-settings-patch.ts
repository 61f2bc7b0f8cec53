import type { SettingsPatch } from '@panna/mock-provider/control-client';
import { useState } from 'react';
import { useControlAction } from '../../lib/control';
import { refusalOf } from '../../lib/field-problem';

/**
 * Sends one form's part of the settings: the simulator checks the whole and stores nothing when
 * it refuses; its message is given with the field it names.
 */
export function useSettingsPatch<F extends string>(fields: readonly F[]) {
  const patch = useControlAction('PATCH /settings');
  const [done, setDone] = useState<string>();
  return {
    refusal: refusalOf(patch.error, fields),
    error: patch.error,
    done,
    busy: patch.isPending,
    send: (body: SettingsPatch, said: string) => {
      setDone(undefined);
      patch.mutate(body, { onSuccess: () => setDone(said) });
    },
  };
}
