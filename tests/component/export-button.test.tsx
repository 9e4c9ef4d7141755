import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadOptions, DownloadOutcome } from '../../src/api/download';
import type { ApiResult } from '../../src/api/request';
import { ExportButton } from '../../src/ui/downloads/export-button';
import { Notices } from '../../src/ui/feedback/notify';
import { theme } from '../../src/ui/theme/theme';

/** A download the test steps through: it reports what it is told and ends when told. */
function controlledDownload() {
  let options: DownloadOptions = {};
  let finish: (result: ApiResult<DownloadOutcome>) => void = () => undefined;
  const download = vi.fn(
    (given: DownloadOptions) =>
      new Promise<ApiResult<DownloadOutcome>>((resolve, reject) => {
        options = given;
        finish = resolve;
        given.signal?.addEventListener('abort', () =>
          reject(new DOMException('The download was cancelled', 'AbortError')),
        );
      }),
  );
  return {
    download,
    progress: (percent: number | null) => options.onProgress?.(percent),
    finish: (result: ApiResult<DownloadOutcome>) => finish(result),
  };
}

function renderButton(download: ReturnType<typeof controlledDownload>['download']) {
  return render(
    <MantineProvider theme={theme} env="test">
      <ExportButton download={download} />
      <Notices />
    </MantineProvider>,
  );
}

let saved: string[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => 'blob:test/export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  delete (URL as { createObjectURL?: unknown }).createObjectURL;
  delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
});

describe('Export (spec 000 §4 "Report download", 001 §4 "Export")', () => {
  it('shows its percentage on the button, then saves the file and says under which name', async () => {
    const file = controlledDownload();
    renderButton(file.download);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(file.download).toHaveBeenCalled());
    file.progress(42);
    expect(await screen.findByRole('button', { name: 'Exporting… 42%' })).toBeDisabled();
    file.progress(null);
    expect(await screen.findByRole('button', { name: 'Exporting…' })).toBeDisabled();
    file.finish({
      success: true,
      data: { kind: 'file', blob: new Blob(['x']), fileName: 'Stock-outs.xls' },
    });
    expect(await screen.findByText('Saved as Stock-outs.xls')).toBeVisible();
    expect(saved).toEqual(['Stock-outs.xls']);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });

  it('a 202 says the export is processed elsewhere and saves nothing', async () => {
    const file = controlledDownload();
    renderButton(file.download);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(file.download).toHaveBeenCalled());
    file.finish({ success: true, data: { kind: 'accepted' } });
    expect(
      await screen.findByText(/Export accepted: it is being processed elsewhere/),
    ).toBeVisible();
    expect(saved).toEqual([]);
  });

  it('Cancel stops it: no file, no notice, the button is back', async () => {
    const file = controlledDownload();
    renderButton(file.download);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the export' }));
    expect(await screen.findByRole('button', { name: 'Export' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel the export' })).toBeNull();
    expect(file.download.mock.calls[0]![0].signal!.aborted).toBe(true);
    expect(screen.queryByText(/Export failed|Saved as/)).toBeNull();
    expect(saved).toEqual([]);
  });

  it('a refused export says why in a notice', async () => {
    const file = controlledDownload();
    renderButton(file.download);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(file.download).toHaveBeenCalled());
    file.finish({ success: false, code: 400, message: 'endTime must not be before startTime' });
    expect(await screen.findByText('Export failed')).toBeVisible();
    expect(screen.getByText('endTime must not be before startTime')).toBeVisible();
  });
});
