/**
 * What a screen reader should say of a result shown with masked digits ('123-6*-***', '***-*',
 * '*7'): its declared digits alone ('123-6'), or nothing when none is declared yet. A run of masks
 * goes with the dash that joins it to the declared part.
 */
export function declaredPart(shown: string): string {
  return shown.replace(/-?\*[*-]*/g, '');
}
