/**
 * Digits as number fields read them: Arabic-Indic (٠١٢٣٤٥٦٧٨٩, U+0660–0669) and Eastern Arabic-Indic
 * (۰–۹, U+06F0–06F9, Persian and Urdu keyboards) become 0–9, so "٢" adults, a national ID or a card number
 * typed on an Arabic keyboard reads as typed. Everything else is left as it is.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}
