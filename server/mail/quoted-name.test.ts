import { describe, expect, it } from 'vitest';
import { quotedName } from './quoted-name';

describe('quotedName', () => {
  it.each([
    ['Click http://evil.example/login', '“Click http[:]//evil[.]example/login”'],
    ['www.evil.com', '“www[.]evil[.]com”'],
    ['write to me@evil.com', '“write to me@evil[.]com”'],
    ['HTTPS://EVIL.EXAMPLE', '“HTTPS[:]//EVIL[.]EXAMPLE”'],
  ])('breaks what a mail client would link: %s', (name, shown) => {
    expect(quotedName(name)).toBe(shown);
  });

  it('leaves ordinary names as they are, quoted', () => {
    expect(quotedName('Acme Inc.')).toBe('“Acme Inc.”');
    expect(quotedName('Release 2.0')).toBe('“Release 2.0”');
    expect(quotedName("Ada O'Neil")).toBe("“Ada O'Neil”");
  });

  it('puts a name on one line, without invisible controls, at most 100 characters', () => {
    expect(quotedName('Acme\n\nAccept here: x\u202Ey')).toBe('“Acme Accept here: xy”');
    expect(quotedName('a'.repeat(300))).toHaveLength(102);
  });
});
