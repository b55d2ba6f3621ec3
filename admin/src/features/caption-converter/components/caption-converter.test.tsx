import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, vi } from 'vitest';
import type { ConvertedOutput } from '../lib/convert';
import { CancelledError, type ConverterApi, inlineConverter } from '../lib/converter-api';
import { CaptionConverter } from './caption-converter';

const SRT = '1\n00:00:01,000 --> 00:00:02,000\nHello there\n\n2\n00:00:03,000 --> 00:00:xx,000\nbroken\n';
const FILES_LABEL = 'Caption files (drop them here or choose)';
const file = (name: string, text: string) => new File([text], name, { type: 'text/plain' });

function setup(api: ConverterApi = inlineConverter) {
  const download = vi.fn<(output: ConvertedOutput) => void>();
  const user = userEvent.setup();
  render(<CaptionConverter api={api} download={download} />);
  return { user, download };
}

describe('CaptionConverter', () => {
  it('shows the detected format, cue count and warnings, then converts and downloads', async () => {
    const { user, download } = setup();
    await user.upload(screen.getByLabelText(FILES_LABEL), file('talk.srt', SRT));
    const group = await screen.findByRole('group', { name: 'talk.srt' });
    expect(within(group).getByTestId('detected-format')).toHaveTextContent('SubRip (SRT)');
    expect(within(group).getByTestId('cue-count')).toHaveTextContent('1');
    expect(within(group).getByText('Hello there')).toBeInTheDocument();
    expect(within(group).getByText(/line 6: invalid timing line/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Read talk.srt: SubRip (SRT), 1 cues.');

    await user.selectOptions(screen.getByLabelText('Target format'), 'webvtt');
    await user.type(screen.getByLabelText(/time shift/i), '1000');
    await user.click(screen.getByRole('button', { name: 'Convert and download' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const output = download.mock.calls[0]?.[0] as ConvertedOutput;
    expect(output.fileName).toBe('talk.vtt');
    expect(strFromU8(output.bytes)).toBe('WEBVTT\n\n1\n00:00:02.000 --> 00:00:03.000\nHello there\n\n');
    expect(screen.getByRole('status')).toHaveTextContent('Converted: talk.vtt is downloading.');
    expect(screen.getByRole('progressbar', { name: 'Conversion progress' })).toHaveAttribute('value', '1');
  });

  it('converts descriptions to a W3C DAPT script, and reads that script back', async () => {
    const { user, download } = setup();
    const vtt = 'WEBVTT\n\n00:00:01.000 --> 00:00:03.000\nA sail on the horizon.\n';
    await user.upload(screen.getByLabelText(FILES_LABEL), file('ad.vtt', vtt));
    await screen.findByRole('group', { name: 'ad.vtt' });
    expect(screen.queryByLabelText('The cues are (DAPT)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Target format'), 'dapt');
    await user.selectOptions(screen.getByLabelText('The cues are (DAPT)'), 'descriptions');
    await user.click(screen.getByRole('button', { name: 'Convert and download' }));
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const output = download.mock.calls[0]?.[0] as ConvertedOutput;
    expect(output.fileName).toBe('ad.dapt.ttml');
    expect(output.mimeType).toBe('application/ttml+xml');
    const dapt = strFromU8(output.bytes);
    expect(dapt).toContain('daptm:scriptRepresents="visual.nonText"');
    expect(dapt).toContain('<p>A sail on the horizon.</p>');

    await user.upload(screen.getByLabelText(FILES_LABEL), file('ad.dapt.ttml', dapt));
    const group = await screen.findByRole('group', { name: 'ad.dapt.ttml' });
    expect(within(group).getByTestId('detected-format')).toHaveTextContent('W3C DAPT');
    expect(within(group).getByText('A sail on the horizon.')).toBeInTheDocument();
  });

  it('converts several files into one zip, operated by keyboard only', async () => {
    const { user, download } = setup();
    const input = screen.getByLabelText(FILES_LABEL);
    await user.tab();
    expect(input).toHaveFocus();
    await user.upload(input, [file('a.srt', SRT), file('b.vtt', 'WEBVTT\n\n00:01.000 --> 00:02.000\nB cue\n')]);
    await screen.findByRole('group', { name: 'b.vtt' });
    const convert = screen.getByRole('button', { name: 'Convert 2 files (zip)' });
    convert.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const output = download.mock.calls[0]?.[0] as ConvertedOutput;
    expect(output.fileName).toBe('captions.zip');
    const entries = unzipSync(output.bytes);
    expect(Object.keys(entries)).toEqual(['a.vtt', 'b.vtt']);
    expect(strFromU8(entries['b.vtt'] as Uint8Array)).toContain('00:00:01.000 --> 00:00:02.000\nB cue');
  });

  it('announces unreadable files and conversion errors, and removes files', async () => {
    const failing: ConverterApi = { ...inlineConverter, convert: () => Promise.reject(new Error('worker crashed')) };
    const { user, download } = setup(failing);
    await user.upload(screen.getByLabelText(FILES_LABEL), [file('empty.srt', ''), file('ok.srt', SRT)]);
    await screen.findByRole('group', { name: 'empty.srt' });
    expect(screen.getByRole('alert')).toHaveTextContent('empty.srt: The file is empty.');
    await user.click(screen.getByRole('button', { name: 'Remove empty.srt' }));
    expect(screen.queryByRole('group', { name: 'empty.srt' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convert and download' }));
    expect(await screen.findByText('Conversion failed: worker crashed')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();
  });

  it('caps long previews with a note', async () => {
    const { user } = setup();
    const cues = Array.from(
      { length: 620 },
      (_, i) =>
        `00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.000 --> 00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}.500\ncue ${i + 1}`,
    );
    await user.upload(screen.getByLabelText(FILES_LABEL), file('long.vtt', `WEBVTT\n\n${cues.join('\n\n')}\n`));
    const group = await screen.findByRole('group', { name: 'long.vtt' });
    expect(within(group).getAllByRole('row')).toHaveLength(501);
    expect(
      within(group).getByText('Showing the first 500 of 620 cues; all of them are converted.'),
    ).toBeInTheDocument();
  });

  it('refuses a file over 50 MB before reading it, with a clear message', async () => {
    const inspect = vi.fn(inlineConverter.inspect);
    const { user } = setup({ ...inlineConverter, inspect });
    const big = file('huge.vtt', 'WEBVTT\n');
    Object.defineProperty(big, 'size', { value: 50 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText(FILES_LABEL), big);
    const group = await screen.findByRole('group', { name: 'huge.vtt' });
    const message = 'The file is 50.1 MB; caption files up to 50 MB can be read.';
    expect(within(group).getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`huge.vtt: ${message}`);
    expect(inspect).not.toHaveBeenCalled();
  });

  it('cancels a conversion in progress, announces it, and can convert again', async () => {
    let stop: (() => void) | undefined;
    const convert = vi.fn<ConverterApi['convert']>(
      () => new Promise((_, reject) => (stop = () => reject(new CancelledError()))),
    );
    const cancel = vi.fn(() => stop?.());
    const { user, download } = setup({ ...inlineConverter, convert, cancel });
    await user.upload(screen.getByLabelText(FILES_LABEL), file('talk.srt', SRT));
    await screen.findByRole('group', { name: 'talk.srt' });
    await user.click(screen.getByRole('button', { name: 'Convert and download' }));
    expect(screen.getByRole('button', { name: 'Convert and download' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert and download' })).toBeEnabled();
    expect(download).not.toHaveBeenCalled();
  });

  it('cancels reading a file that takes too long', async () => {
    let stop: (() => void) | undefined;
    const inspect = vi.fn<ConverterApi['inspect']>(
      () => new Promise((_, reject) => (stop = () => reject(new CancelledError()))),
    );
    const { user } = setup({ ...inlineConverter, inspect, cancel: () => stop?.() });
    await user.upload(screen.getByLabelText(FILES_LABEL), file('slow.ttml', '<tt/>'));
    await waitFor(() => expect(inspect).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cancelled.');
    expect(screen.queryByRole('group', { name: 'slow.ttml' })).not.toBeInTheDocument();
  });
});
