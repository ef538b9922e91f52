interface MailLink {
  href: string;
  /** Set when the link opens a page of this back-office: it is followed inside the app. */
  path: string | null;
}

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;

/** The links of a mail's text part, each once, in order of appearance. */
export function mailLinks(text: string, origin: string): MailLink[] {
  const seen = new Set<string>();
  const links: MailLink[] = [];
  for (const href of text.match(URL_PATTERN) ?? []) {
    if (seen.has(href)) continue;
    seen.add(href);
    let path: string | null = null;
    try {
      const url = new URL(href);
      if (url.origin === origin) path = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      continue;
    }
    links.push({ href, path });
  }
  return links;
}
