// Where to go after signing in. `to` comes from the address bar, so anyone can craft it: only a path
// on our own origin is followed, never `//host`, `/\host` or an absolute URL (open-redirect defence).

const LOCAL_BASE = 'https://local.invalid';

/** The same-origin path of `value` (with its query and hash), or null when it could leave the site. */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(value, LOCAL_BASE);
  } catch {
    return null;
  }
  if (url.origin !== LOCAL_BASE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page to open after signing in from a URL with query `search`: the safe `to` path with the rest
 * of the query put back (the guard moved the original query beside `to`), otherwise the root path.
 */
export function postSignInPath(search: string): string {
  const params = new URLSearchParams(search);
  const to = safeLocalPath(params.get('to'));
  if (!to) return '/';
  params.delete('to');
  const url = new URL(to, LOCAL_BASE);
  for (const [name, value] of params) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
