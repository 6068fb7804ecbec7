/** Files the API answers (a voucher, a calendar entry, an application's documents), saved by the browser. */

/** The file name the server gave (`Content-Disposition: attachment; filename="…"`), or null. */
export function attachmentName(disposition: string | null): string | null {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]).trim() || null;
  } catch {
    return match[1].trim() || null;
  }
}

/** Hands a file to the browser to save: an object URL and a link with `download`, clicked, then let go. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Let the browser start reading the file before the address goes away.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/**
 * Saves the file an API call answered (`parseAs: 'blob'`) under the name the server gave, or `fallbackName`;
 * false when no file came (logged for the developer under `what`).
 */
export async function downloadFile(
  call: Promise<{ data?: Blob; error?: unknown; response: Response }>,
  fallbackName: string | ((file: Blob) => string),
  what: string,
): Promise<boolean> {
  let answer: { data?: Blob; error?: unknown; response: Response };
  try {
    answer = await call;
  } catch {
    console.error(`${what}: no answer from the server`);
    return false;
  }
  if (!answer.response.ok || !answer.data) {
    console.error(`${what}: ${answer.response.status}`);
    return false;
  }
  const { data } = answer;
  saveFile(data, attachmentName(answer.response.headers.get('Content-Disposition')) ?? (typeof fallbackName === 'string' ? fallbackName : fallbackName(data)));
  return true;
}

