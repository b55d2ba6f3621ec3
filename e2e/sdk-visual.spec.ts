import { expect, test } from '@playwright/test';
import { openShot, SDK_SHOTS, SHOT_VIEWPORT } from '../scripts/sdk-screenshots';

// Each layout in light and dark against snapshots taken on this Chromium. The tolerance absorbs
// anti-aliasing noise, not a changed control, colour or spacing. A video is masked: its frame and Chromium's own
// controls (whose buffered bar grows as the file loads) are not our design.
test.use({ viewport: SHOT_VIEWPORT });

for (const shot of SDK_SHOTS) {
  test(`the ${shot.name} embed looks as designed`, async ({ page }) => {
    const element = await openShot(page, shot);
    await expect(element).toHaveScreenshot(`${shot.name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      maxDiffPixelRatio: 0.01,
      mask: shot.video ? [element.locator('video')] : [],
    });
  });
}
