// The Drive query language (`q`) as the fake understands it: the terms and operators of Google's reference
// (https://developers.google.com/drive/api/guides/ref-search-terms) that the adapter uses — `name`, `mimeType`
// (`=`, `!=`, `contains`), `trashed = true|false`, `'<id>' in parents`, `and`, `or`, `not`, parentheses — with
// string literals in single quotes where `\'` and `\\` are escapes. Anything else is a syntax error, which the
// fake answers as Drive does (400 "Invalid Value"), so a badly escaped query fails the test.

export interface QueryFile {
  name: string;
  mimeType: string;
  trashed: boolean;
  parents: string[];
}

type Token = { type: 'string'; value: string } | { type: 'word'; value: string } | { type: 'symbol'; value: string };

export class DriveQueryError extends Error {}

function tokenize(q: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < q.length) {
    const c = q[i]!;
    if (/\s/.test(c)) {
      i += 1;
    } else if (c === "'") {
      let value = '';
      i += 1;
      for (;;) {
        if (i >= q.length) throw new DriveQueryError('unterminated string');
        const d = q[i]!;
        if (d === '\\') {
          const next = q[i + 1];
          if (next !== "'" && next !== '\\') throw new DriveQueryError(`bad escape \\${next ?? ''}`);
          value += next;
          i += 2;
        } else if (d === "'") {
          i += 1;
          break;
        } else {
          value += d;
          i += 1;
        }
      }
      tokens.push({ type: 'string', value });
    } else if (c === '(' || c === ')' || c === '=') {
      tokens.push({ type: 'symbol', value: c });
      i += 1;
    } else if (c === '!' && q[i + 1] === '=') {
      tokens.push({ type: 'symbol', value: '!=' });
      i += 2;
    } else if (/[A-Za-z]/.test(c)) {
      const word = /^[A-Za-z]+/.exec(q.slice(i))![0];
      tokens.push({ type: 'word', value: word });
      i += word.length;
    } else {
      throw new DriveQueryError(`unexpected ${c}`);
    }
  }
  return tokens;
}

type Predicate = (file: QueryFile) => boolean;

/** Parses `q` into a predicate over files; throws DriveQueryError for anything outside the subset. */
export function parseDriveQuery(q: string, rootId: string): Predicate {
  const tokens = tokenize(q);
  let at = 0;
  const peek = () => tokens[at];
  const take = () => {
    const token = tokens[at++];
    if (!token) throw new DriveQueryError('query ends early');
    return token;
  };
  const isWord = (t: Token | undefined, word: string) => t?.type === 'word' && t.value === word;

  function or(): Predicate {
    const parts = [and()];
    while (isWord(peek(), 'or')) {
      at += 1;
      parts.push(and());
    }
    return (f) => parts.some((p) => p(f));
  }
  function and(): Predicate {
    const parts = [unary()];
    while (isWord(peek(), 'and')) {
      at += 1;
      parts.push(unary());
    }
    return (f) => parts.every((p) => p(f));
  }
  function unary(): Predicate {
    if (isWord(peek(), 'not')) {
      at += 1;
      const inner = unary();
      return (f) => !inner(f);
    }
    const token = take();
    if (token.type === 'symbol' && token.value === '(') {
      const inner = or();
      const close = take();
      if (close.value !== ')') throw new DriveQueryError('missing )');
      return inner;
    }
    if (token.type === 'string') {
      if (!isWord(take(), 'in') || !isWord(take(), 'parents')) throw new DriveQueryError('expected in parents');
      const id = token.value === 'root' ? rootId : token.value;
      return (f) => f.parents.includes(id);
    }
    return comparison(token);
  }
  function comparison(term: Token): Predicate {
    const operator = take();
    const value = take();
    if (term.value === 'trashed' && operator.value === '=' && value.type === 'word') {
      if (value.value !== 'true' && value.value !== 'false') throw new DriveQueryError('trashed takes true or false');
      return (f) => f.trashed === (value.value === 'true');
    }
    if ((term.value !== 'name' && term.value !== 'mimeType') || value.type !== 'string') {
      throw new DriveQueryError(`unsupported term ${term.value}`);
    }
    const field = (f: QueryFile) => (term.value === 'name' ? f.name : f.mimeType);
    if (operator.value === '=') return (f) => field(f) === value.value;
    if (operator.value === '!=') return (f) => field(f) !== value.value;
    // Drive matches name prefixes of words; a case-insensitive substring is close enough for the fixtures.
    if (isWord(operator, 'contains')) return (f) => field(f).toLowerCase().includes(value.value.toLowerCase());
    throw new DriveQueryError(`unsupported operator ${operator.value}`);
  }

  const predicate = or();
  if (at !== tokens.length) throw new DriveQueryError('unexpected text after the query');
  return predicate;
}
