// robots.txt as crawlers read it (RFC 9309): the group for our user agent, else `*`; the longest matching rule
// wins, Allow on a tie; `*` matches any characters and a final `$` the end of the path.

/** The product token our outbound client's User-Agent starts with. */
export const ROBOTS_AGENT = 'mediaaccess';

interface Rule {
  allow: boolean;
  path: string;
}

/** Whether each path may be fetched, from a robots.txt's text (an empty text allows everything). */
export function robotsRules(text: string): (path: string) => boolean {
  const groups: { agents: string[]; rules: Rule[] }[] = [];
  let current: { agents: string[]; rules: Rule[] } | null = null;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (!current || current.rules.length > 0) groups.push((current = { agents: [], rules: [] }));
      current.agents.push(value.toLowerCase());
    } else if ((field === 'allow' || field === 'disallow') && current) {
      // An empty Disallow allows everything: no rule.
      if (value) current.rules.push({ allow: field === 'allow', path: value });
    }
  }
  const ours = groups.filter((g) => g.agents.some((a) => a !== '*' && ROBOTS_AGENT.startsWith(a)));
  const rules = (ours.length > 0 ? ours : groups.filter((g) => g.agents.includes('*'))).flatMap((g) => g.rules);
  return (path) => {
    let best: Rule | null = null;
    for (const rule of rules) {
      if (!matches(rule.path, path)) continue;
      if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow)) {
        best = rule;
      }
    }
    return best?.allow ?? true;
  };
}

function matches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split('*');
  let at = 0;
  for (const [i, part] of parts.entries()) {
    const found = i === 0 ? (path.startsWith(part) ? 0 : -1) : path.indexOf(part, at);
    if (found < 0) return false;
    at = found + part.length;
  }
  return !anchored || at === path.length || parts.at(-1) === '';
}
