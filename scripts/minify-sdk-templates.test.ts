import { describe, expect, it } from 'vitest';
import { applyEdits, minifyCss, minifyHtml, templateEdits } from './minify-sdk-templates';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** [output line, output column, source line, source column] of every mapping in a v3 `mappings` string. */
function decode(mappings: string): number[][] {
  const out: number[][] = [];
  let sourceLine = 0;
  let sourceColumn = 0;
  mappings.split(';').forEach((line, outputLine) => {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (!(digit & 32)) {
          values.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0]!;
      sourceLine += values[2]!;
      sourceColumn += values[3]!;
      out.push([outputLine, column, sourceLine, sourceColumn]);
    }
  });
  return out;
}

describe('minifying the SDK templates', () => {
  it('keeps what CSS means: descendant combinators, values and custom properties', () => {
    const css = `
      :where([part='player'] :is(video, audio)) {
        margin: 0 0 0.5rem;
        --_accent: var(--x, light-dark(#0b57d0, #a8c7fa));
      }
      /* a comment */
    `;
    expect(minifyCss(css)).toBe(
      ":where([part='player'] :is(video,audio)){margin:0 0 .5rem;--_accent:var(--x,light-dark(#0b57d0,#a8c7fa))}",
    );
  });

  it('turns each line break in HTML into one space, so inline neighbours stay apart', () => {
    expect(minifyHtml('<button>TXT</button>\n      <button\n        part="button"\n      >SRT</button>')).toBe(
      '<button>TXT</button> <button part="button" >SRT</button>',
    );
  });

  it('edits only html and css tagged templates, and maps later code back to its source line', () => {
    const source = [
      'const a = html`<p>',
      '    ${x}',
      '  </p>`;',
      'const b = `keep\n    this`;',
      'const c = css`:host {',
      '  display: block;',
      '}`;',
      'call();',
    ].join('\n');
    const { code, map } = applyEdits(source, templateEdits(source, 'x.ts'), 'x.ts');
    expect(code).toBe(
      'const a = html`<p> ${x} </p>`;\nconst b = `keep\n    this`;\nconst c = css`:host{display:block}`;\ncall();',
    );
    const callLine = code.split('\n').findIndex((line) => line.startsWith('call()'));
    const mapping = decode(map.mappings).find(([line, column]) => line === callLine && column === 0);
    expect(mapping?.slice(2)).toEqual([source.split('\n').indexOf('call();'), 0]);
  });
});
