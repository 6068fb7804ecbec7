/** localhost (and *.localhost), 127.0.0.0/8 or [::1]: this machine, as a URL's hostname spells it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}
